import { Link, redirect } from "react-router";
import { Page } from "../components/page";
import { CredentialsForm } from "../forms/auth-fields";
import { handleAuthForm } from "../forms/auth-form-action";
import { useSubmitStatus } from "../forms/form-status";
import type { Route } from "./+types/login";

export const meta = () => [{ title: "Login · Bingo with friends" }];

export const clientAction = ({ request }: Route.ClientActionArgs) =>
  handleAuthForm(
    request,
    (schemas) => schemas.credentialsInput,
    async ({ email, password }, { session, firebase }) => {
      // A guest session's games follow into the account (auth-registration merges them).
      const { rememberGuest } = await import("../auth/guest-merge.client");
      await rememberGuest(await session.currentUser());
      await firebase.signInWithEmailAndPassword(await session.loadAuth(), email, password);
      return redirect("/auth-registration/");
    },
  );

/** SPEC §2, Login. */
export default function Login({ actionData }: Route.ComponentProps) {
  const state = useSubmitStatus(actionData);
  return (
    <Page heading="Login">
      <CredentialsForm state={state} purpose="sign-in" />
      <p className="form-links">
        <Link className="text-link" to="/register/">Register here</Link>
        <Link className="text-link" to="/password-help/">Forgot password?</Link>
      </p>
    </Page>
  );
}
