import { useEffect, useState } from "react";
import { Link, redirect } from "react-router";
import { fill } from "../../shared/i18n/fill";
import type { PendingAuthAction } from "../auth/pending-action.client";
import { Page } from "../components/page";
import { PasswordField } from "../forms/auth-fields";
import { handleAuthForm } from "../forms/auth-form-action";
import { useSubmitStatus } from "../forms/form-status";
import { FormSubmit } from "../forms/form-submit";
import { PostForm } from "../forms/post-form";
import { metaStrings } from "../i18n/meta-strings";
import { clientStrings, useStrings } from "../i18n/strings";
import type { Route } from "./+types/password-reset";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: metaStrings(matches).account.passwordReset.title }];
}

/** SPEC §2, Reset Password: one new password for the validated code, then signed in with it. */
export const clientAction = ({ request }: Route.ClientActionArgs) =>
  handleAuthForm(
    request,
    (schemas) => schemas.newPasswordInput,
    async ({ password }, { session, firebase }) => {
      const pendingAction = await import("../auth/pending-action.client");
      const pending = pendingAction.readPendingAction();
      if (!pending) return { status: "error", body: clientStrings().account.passwordReset.codeProblem };
      const auth = await session.loadAuth();
      await firebase.confirmPasswordReset(auth, pending.authCode, password);
      pendingAction.clearPendingAction();
      await firebase.signInWithEmailAndPassword(auth, pending.authTempEmail, password);
      return redirect("/auth-registration/");
    },
  );

export default function PasswordReset({ actionData }: Route.ComponentProps) {
  const state = useSubmitStatus(actionData);
  const t = useStrings();
  // Kept in this tab's sessionStorage by the auth handler: known once the page is interactive.
  const [pending, setPending] = useState<PendingAuthAction | null | undefined>(undefined);

  useEffect(() => {
    import("../auth/pending-action.client").then(({ readPendingAction }) => setPending(readPendingAction()));
  }, []);

  if (pending === null && state.status !== "processing") {
    return (
      <Page heading={t.account.passwordReset.heading}>
        <p role="alert">{t.account.passwordReset.codeProblem}</p>
        <Link className="button" to="/login/">{t.account.returnToLogin}</Link>
      </Page>
    );
  }

  return (
    <Page heading={t.account.passwordReset.heading}>
      {pending && <p className="lede">{fill(t.account.passwordReset.choosePassword, { email: pending.authTempEmail })}</p>}
      <PostForm state={state} replace>
        <PasswordField label={t.messages.labels.newPassword} autoComplete="new-password" state={state} />
        <FormSubmit state={state} label={t.account.submit} />
      </PostForm>
    </Page>
  );
}
