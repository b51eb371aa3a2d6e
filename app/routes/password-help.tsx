import { Link } from "react-router";
import { fill } from "../../shared/i18n/fill";
import { Page } from "../components/page";
import { EmailField } from "../forms/auth-fields";
import { isUnknownEmail } from "../auth/auth-error-message";
import { handleAuthForm } from "../forms/auth-form-action";
import { useSubmitStatus } from "../forms/form-status";
import { FormSubmit } from "../forms/form-submit";
import { PostForm } from "../forms/post-form";
import { metaStrings } from "../i18n/meta-strings";
import { clientStrings, useStrings } from "../i18n/strings";
import type { Route } from "./+types/password-help";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: metaStrings(matches).account.passwordHelp.title }];
}

export const clientAction = ({ request }: Route.ClientActionArgs) =>
  handleAuthForm(
    request,
    (schemas) => schemas.emailInput,
    async ({ email }, { session, firebase }) => {
      try {
        await firebase.sendPasswordResetEmail(await session.loadAuth(), email, { url: `${window.location.origin}/login/` });
      } catch (error) {
        // The same answer whether or not an account has this email: Firebase
        // says so only where email enumeration protection is off (README, Deploy).
        if (!isUnknownEmail(error)) throw error;
      }
      return { status: "success", body: fill(clientStrings().account.passwordHelp.emailSent, { email }) };
    },
  );

/** SPEC §2, Password Help. */
export default function PasswordHelp({ actionData }: Route.ComponentProps) {
  const state = useSubmitStatus(actionData);
  const t = useStrings().account;
  return (
    <Page heading={t.passwordHelp.heading}>
      {state.status === "success" ? (
        <>
          <p role="status">{state.body}</p>
          <Link className="button" to="/login/">{t.returnToLogin}</Link>
        </>
      ) : (
        <PostForm state={state}>
          <EmailField state={state} />
          <FormSubmit state={state} label={t.submit} />
        </PostForm>
      )}
    </Page>
  );
}
