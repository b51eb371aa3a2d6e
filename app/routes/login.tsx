import { Link, redirect } from "react-router";
import { Page } from "../components/page";
import { CredentialsForm } from "../forms/auth-fields";
import { handleAuthForm } from "../forms/auth-form-action";
import { useSubmitStatus } from "../forms/form-status";
import { metaStrings } from "../i18n/meta-strings";
import { useStrings } from "../i18n/strings";
import type { Route } from "./+types/login";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: metaStrings(matches).account.loginScreen.title }];
}

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
  const t = useStrings().account.loginScreen;
  return (
    <Page heading={t.heading}>
      <CredentialsForm state={state} purpose="sign-in" />
      <p className="form-links">
        <Link className="text-link" to="/register/">{t.registerHere}</Link>
        <Link className="text-link" to="/password-help/">{t.forgotPassword}</Link>
      </p>
    </Page>
  );
}
