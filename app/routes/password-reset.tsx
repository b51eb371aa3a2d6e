import { useEffect, useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { authErrorMessage } from "../auth/auth-error-message";
import { RESET_CODE_PROBLEM } from "../auth/auth-strings";
import type { PendingAuthAction } from "../auth/pending-action.client";
import { Page } from "../components/page";
import { FormError } from "../forms/form-error";
import { useFormStatus } from "../forms/use-form-status";

export const meta = () => [{ title: "Password Reset · Bingo with friends" }];

/** SPEC §2, Reset Password: one new password, then signed in with it. */
export default function PasswordReset() {
  const navigate = useNavigate();
  const [password, setPassword] = useState("");
  const [pending, setPending] = useState<PendingAuthAction | null | undefined>(undefined);
  const { state, run, processing } = useFormStatus(authErrorMessage);

  useEffect(() => {
    import("../auth/pending-action.client").then(({ readPendingAction }) => setPending(readPendingAction()));
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!pending) return;
    const reset = await run(async () => {
      const [{ loadAuth }, firebase, { clearPendingAction }] = await Promise.all([
        import("../auth/session.client"),
        import("../auth/firebase-auth.client"),
        import("../auth/pending-action.client"),
      ]);
      const auth = await loadAuth();
      await firebase.confirmPasswordReset(auth, pending.authCode, password);
      clearPendingAction();
      await firebase.signInWithEmailAndPassword(auth, pending.authTempEmail, password);
    });
    if (reset) navigate("/auth-registration/", { replace: true });
  }

  if (pending === null) {
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
      <form className="form" onSubmit={submit}>
        <label className="field">
          <span>New password</span>
          <input type="password" name="password" autoComplete="new-password" required minLength={6} value={password} onChange={(e) => setPassword(e.target.value)} />
        </label>
        <FormError state={state} />
        <button className="button button--primary" type="submit" disabled={processing || !pending}>
          Submit
        </button>
      </form>
    </Page>
  );
}
