import { Link } from "react-router";
import { Page } from "../components/page";
import { EmailField } from "../forms/auth-fields";
import { isUnknownEmail } from "../auth/auth-error-message";
import { handleAuthForm } from "../forms/auth-form-action";
import { useSubmitStatus } from "../forms/form-status";
import { FormSubmit } from "../forms/form-submit";
import { PostForm } from "../forms/post-form";
import type { Route } from "./+types/password-help";

export const meta = () => [{ title: "Password Help · Bingo with friends" }];

export const clientAction = ({ request }: Route.ClientActionArgs) =>
  handleAuthForm(
    request,
    (schemas) => schemas.emailInput,
    async ({ email }, { session, firebase }) => {
      try {
        await firebase.sendPasswordResetEmail(await session.loadAuth(), email, { url: `${window.location.origin}/login/` });
      } catch (error) {
        // The same answer whether or not an account has this email (issue #17): Firebase
        // says so only where email enumeration protection is off (README, Deploy).
        if (!isUnknownEmail(error)) throw error;
      }
      return { status: "success", body: `An email has been sent to ${email} with a link to reset your password.` };
    },
  );

/** SPEC §2, Password Help. */
export default function PasswordHelp({ actionData }: Route.ComponentProps) {
  const state = useSubmitStatus(actionData);
  return (
    <Page heading="Password Help">
      {state.status === "success" ? (
        <>
          <p role="status">{state.body}</p>
          <Link className="button" to="/login/">Return to Login</Link>
        </>
      ) : (
        <PostForm state={state}>
          <EmailField />
          <FormSubmit state={state} label="Submit" />
        </PostForm>
      )}
    </Page>
  );
}
