import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { authErrorMessage } from "../auth/auth-error-message";
import { Page } from "../components/page";
import { FormError } from "../forms/form-error";
import { useFormStatus } from "../forms/use-form-status";

export const meta = () => [{ title: "Password Help · Bingo with friends" }];

/** SPEC §2, Password Help. */
export default function PasswordHelp() {
  const [email, setEmail] = useState("");
  const { state, run, processing } = useFormStatus(authErrorMessage);

  async function submit(event: FormEvent) {
    event.preventDefault();
    await run(async () => {
      const [{ loadAuth }, { sendPasswordResetEmail }] = await Promise.all([
        import("../auth/session.client"),
        import("../auth/firebase-auth.client"),
      ]);
      const address = email.trim();
      await sendPasswordResetEmail(await loadAuth(), address, {
        url: `${window.location.origin}/login/`,
      });
      return `An email has been sent to ${address} with a link to reset your password.`;
    });
  }

  return (
    <Page heading="Password Help">
      {state.status === "success" ? (
        <>
          <p role="status">{state.body}</p>
          <Link className="button" to="/login/">Return to Login</Link>
        </>
      ) : (
        <form className="form" onSubmit={submit}>
          <label className="field">
            <span>Email</span>
            <input type="email" name="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
          </label>
          <FormError state={state} />
          <button className="button button--primary" type="submit" disabled={processing}>
            Submit
          </button>
        </form>
      )}
    </Page>
  );
}
