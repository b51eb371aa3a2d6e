import { useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { authErrorMessage } from "../auth/auth-error-message";
import { Page } from "../components/page";
import { FormError } from "../forms/form-error";
import { useFormStatus } from "../forms/use-form-status";

export const meta = () => [{ title: "Login · Bingo with friends" }];

/** SPEC §2, Login. */
export default function Login() {
  const navigate = useNavigate();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const { state, run, processing } = useFormStatus(authErrorMessage);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const signedIn = await run(async () => {
      const [{ loadAuth }, { signInWithEmailAndPassword }] = await Promise.all([
        import("../auth/session.client"),
        import("../auth/firebase-auth.client"),
      ]);
      await signInWithEmailAndPassword(await loadAuth(), email.trim(), password);
    });
    if (signedIn) navigate("/auth-registration/", { replace: true });
  }

  return (
    <Page heading="Login">
      <form className="form" onSubmit={submit}>
        <label className="field">
          <span>Email</span>
          <input type="email" name="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
        </label>
        <label className="field">
          <span>Password</span>
          <input type="password" name="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
        </label>
        <FormError state={state} />
        <button className="button button--primary" type="submit" disabled={processing}>
          {processing ? "Signing in…" : "Submit"}
        </button>
      </form>
      <p className="form-links">
        <Link className="text-link" to="/register/">Register here</Link>
        <Link className="text-link" to="/password-help/">Forgot password?</Link>
      </p>
    </Page>
  );
}
