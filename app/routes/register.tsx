import { useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { authErrorMessage } from "../auth/auth-error-message";
import { Page } from "../components/page";
import { FormError } from "../forms/form-error";
import { useFormStatus } from "../forms/use-form-status";

export const meta = () => [{ title: "Register · Bingo with friends" }];

/**
 * SPEC §2, Register: an anonymous player keeps their games by linking the email
 * credential to the same account; anyone else gets a new account.
 */
export default function Register() {
  const navigate = useNavigate();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const { state, run, processing } = useFormStatus(authErrorMessage);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const registered = await run(async () => {
      const [{ loadAuth, currentUser }, firebase] = await Promise.all([
        import("../auth/session.client"),
        import("../auth/firebase-auth.client"),
      ]);
      const user = await currentUser();
      if (user?.isAnonymous) {
        const credential = firebase.EmailAuthProvider.credential(email.trim(), password);
        await firebase.linkWithCredential(user, credential);
        // The ID token must now say "password", not "anonymous".
        await user.getIdToken(true);
      } else {
        await firebase.createUserWithEmailAndPassword(await loadAuth(), email.trim(), password);
      }
    });
    if (registered) navigate("/auth-registration/", { replace: true });
  }

  return (
    <Page heading="Register">
      <p className="lede">Free. Registering lets you play from several devices.</p>
      <form className="form" onSubmit={submit}>
        <label className="field">
          <span>Email</span>
          <input type="email" name="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
        </label>
        <label className="field">
          <span>Password</span>
          <input type="password" name="password" autoComplete="new-password" required minLength={6} value={password} onChange={(e) => setPassword(e.target.value)} />
        </label>
        <FormError state={state} />
        <button className="button button--primary" type="submit" disabled={processing}>
          {processing ? "Registering…" : "Submit"}
        </button>
      </form>
      <p className="form-links">
        <Link className="text-link" to="/login/">Already registered? Login</Link>
      </p>
    </Page>
  );
}
