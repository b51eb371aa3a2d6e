import { useEffect, useState } from "react";
import { Link, redirect } from "react-router";
import { RESET_CODE_PROBLEM } from "../auth/auth-strings";
import type { PendingAuthAction } from "../auth/pending-action.client";
import { Page } from "../components/page";
import { PasswordField } from "../forms/auth-fields";
import { handleAuthForm } from "../forms/auth-form-action";
import { useSubmitStatus } from "../forms/form-status";
import { FormSubmit } from "../forms/form-submit";
import { PostForm } from "../forms/post-form";
import type { Route } from "./+types/password-reset";

export const meta = () => [{ title: "Password Reset · Bingo with friends" }];

/** SPEC §2, Reset Password: one new password for the validated code, then signed in with it. */
export const clientAction = ({ request }: Route.ClientActionArgs) =>
  handleAuthForm(
    request,
    (schemas) => schemas.newPasswordInput,
    async ({ password }, { session, firebase }) => {
      const pendingAction = await import("../auth/pending-action.client");
      const pending = pendingAction.readPendingAction();
      if (!pending) return { status: "error", body: RESET_CODE_PROBLEM };
      const auth = await session.loadAuth();
      await firebase.confirmPasswordReset(auth, pending.authCode, password);
      pendingAction.clearPendingAction();
      await firebase.signInWithEmailAndPassword(auth, pending.authTempEmail, password);
      return redirect("/auth-registration/");
    },
  );

export default function PasswordReset({ actionData }: Route.ComponentProps) {
  const state = useSubmitStatus(actionData);
  // Kept in this tab's sessionStorage by the auth handler: known once the page is interactive.
  const [pending, setPending] = useState<PendingAuthAction | null | undefined>(undefined);

  useEffect(() => {
    import("../auth/pending-action.client").then(({ readPendingAction }) => setPending(readPendingAction()));
  }, []);

  if (pending === null && state.status !== "processing") {
    return (
      <Page heading="Reset Password">
        <p role="alert">{RESET_CODE_PROBLEM}</p>
        <Link className="button" to="/login/">Return to Login</Link>
      </Page>
    );
  }

  return (
    <Page heading="Reset Password">
      {pending && <p className="lede">Choose a new password for {pending.authTempEmail}.</p>}
      <PostForm state={state} replace>
        <PasswordField label="New password" autoComplete="new-password" />
        <FormSubmit state={state} label="Submit" />
      </PostForm>
    </Page>
  );
}
