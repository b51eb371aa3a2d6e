import { Link, redirect } from "react-router";
import { authErrorMessage } from "../auth/auth-error-message";
import { Page } from "../components/page";
import { handleForm } from "../forms/form-action";
import { useSubmitStatus } from "../forms/form-status";
import { FormSubmit } from "../forms/form-submit";
import { EmailField, PasswordField } from "../forms/auth-fields";
import { PostForm } from "../forms/post-form";
import type { Route } from "./+types/login";

export const meta = () => [{ title: "Login · Bingo with friends" }];

export const clientAction = ({ request }: Route.ClientActionArgs) =>
  handleForm(
    request,
    (schemas) => schemas.credentialsInput,
    async ({ email, password }) => {
      const [{ loadAuth }, { signInWithEmailAndPassword }] = await Promise.all([
        import("../auth/session.client"),
        import("../auth/firebase-auth.client"),
      ]);
      await signInWithEmailAndPassword(await loadAuth(), email, password);
      return redirect("/auth-registration/");
    },
    { toMessage: authErrorMessage },
  );

/** SPEC §2, Login. */
export default function Login({ actionData }: Route.ComponentProps) {
  const state = useSubmitStatus(actionData);
  return (
    <Page heading="Login">
      <PostForm state={state} replace>
        <EmailField />
        <PasswordField label="Password" autoComplete="current-password" />
        <FormSubmit state={state} label="Submit" busyLabel="Signing in…" />
      </PostForm>
      <p className="form-links">
        <Link className="text-link" to="/register/">Register here</Link>
        <Link className="text-link" to="/password-help/">Forgot password?</Link>
      </p>
    </Page>
  );
}
