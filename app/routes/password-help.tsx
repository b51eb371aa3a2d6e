import { Link } from "react-router";
import { authErrorMessage } from "../auth/auth-error-message";
import { Page } from "../components/page";
import { EmailField } from "../forms/auth-fields";
import { handleForm } from "../forms/form-action";
import { useSubmitStatus } from "../forms/form-status";
import { FormSubmit } from "../forms/form-submit";
import { PostForm } from "../forms/post-form";
import type { Route } from "./+types/password-help";

export const meta = () => [{ title: "Password Help · Bingo with friends" }];

export const clientAction = ({ request }: Route.ClientActionArgs) =>
  handleForm(
    request,
    (schemas) => schemas.emailInput,
    async ({ email }) => {
      const [{ loadAuth }, { sendPasswordResetEmail }] = await Promise.all([
        import("../auth/session.client"),
        import("../auth/firebase-auth.client"),
      ]);
      await sendPasswordResetEmail(await loadAuth(), email, { url: `${window.location.origin}/login/` });
      return { status: "success", body: `An email has been sent to ${email} with a link to reset your password.` };
    },
    { toMessage: authErrorMessage },
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
