import { Link, redirect } from "react-router";
import { Page } from "../components/page";
import { CredentialsForm } from "../forms/auth-fields";
import { handleAuthForm } from "../forms/auth-form-action";
import { useSubmitStatus } from "../forms/form-status";
import { metaStrings } from "../i18n/meta-strings";
import { useStrings } from "../i18n/strings";
import type { Route } from "./+types/register";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: metaStrings(matches).account.registerScreen.title }];
}

/**
 * SPEC §2, Register: an anonymous player keeps their games by linking the email
 * credential to the same account; anyone else gets a new account.
 */
export const clientAction = ({ request }: Route.ClientActionArgs) =>
  handleAuthForm(
    request,
    (schemas) => schemas.credentialsInput,
    async ({ email, password }, { session, firebase }) => {
      const user = await session.currentUser();
      if (user?.isAnonymous) {
        await firebase.linkWithCredential(user, firebase.EmailAuthProvider.credential(email, password));
        // The ID token must now say "password", not "anonymous".
        await user.getIdToken(true);
      } else {
        await firebase.createUserWithEmailAndPassword(await session.loadAuth(), email, password);
      }
      return redirect("/auth-registration/");
    },
  );

export default function Register({ actionData }: Route.ComponentProps) {
  const state = useSubmitStatus(actionData);
  const t = useStrings().account;
  return (
    <Page heading={t.registerScreen.heading}>
      <p className="lede">{t.registerScreen.lede}</p>
      <CredentialsForm state={state} purpose="register" />
      <p className="form-links">
        <Link className="text-link" to="/login/">{t.alreadyRegistered}</Link>
      </p>
    </Page>
  );
}
