import { Link } from "react-router";
import { authErrorMessage } from "../auth/auth-error-message";
import { useAuth } from "../auth/auth-provider";
import { needsRecentLogin, type RecentLoginStatus } from "../auth/recent-login";
import { Page } from "../components/page";
import { PasswordField } from "../forms/auth-fields";
import { handleAuthForm } from "../forms/auth-form-action";
import { useSubmitStatus } from "../forms/form-status";
import { FormSubmit } from "../forms/form-submit";
import { PostForm } from "../forms/post-form";
import { metaStrings } from "../i18n/meta-strings";
import { clientStrings, useStrings } from "../i18n/strings";
import type { Route } from "./+types/password-change";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: metaStrings(matches).account.passwordChange.title }];
}

/**
 * SPEC §4's async action (READY → PROCESSING → SUCCESS or ERROR with its message): a new
 * password for the signed-in registered user. Firebase refuses it when the sign-in is old
 * (auth/requires-recent-login); then the current password signs the user in again first.
 */
export const clientAction = ({ request }: Route.ClientActionArgs) =>
  handleAuthForm(
    request,
    (schemas) => schemas.passwordChangeInput,
    async ({ password, currentPassword }, { session, firebase }): Promise<RecentLoginStatus> => {
      const t = clientStrings();
      const user = await session.currentUser();
      if (!user?.email || user.isAnonymous) return { status: "error", body: t.account.passwordChange.notRegistered };
      try {
        if (currentPassword) {
          await firebase.reauthenticateWithCredential(
            user,
            firebase.EmailAuthProvider.credential(user.email, currentPassword),
          );
        }
        await firebase.updatePassword(user, password);
      } catch (error) {
        if (!currentPassword && !needsRecentLogin(error)) throw error;
        const body = currentPassword ? authErrorMessage(error, t) : t.account.confirmItIsYou;
        return { status: "error", body, confirmWith: "current-password" };
      }
      return { status: "success", body: t.account.passwordChange.changed };
    },
  );

/** Reachable from the main menu by registered users. */
export default function PasswordChange({ actionData }: Route.ComponentProps) {
  const state = useSubmitStatus(actionData);
  const auth = useAuth();
  const t = useStrings();
  const askCurrent = actionData !== undefined && "confirmWith" in actionData;

  if (auth.status === "signed-out" || auth.user?.isAnonymous) {
    return (
      <Page heading={t.account.passwordChange.heading}>
        <p>{t.account.passwordChange.notRegistered}</p>
        <Link className="button" to="/login/">{t.account.login}</Link>
      </Page>
    );
  }

  return (
    <Page heading={t.account.passwordChange.heading}>
      {state.status === "success" ? (
        <p role="status">{state.body}</p>
      ) : (
        <PostForm state={state}>
          <PasswordField label={t.messages.labels.newPassword} autoComplete="new-password" state={state} />
          {askCurrent && (
            <PasswordField label={t.messages.labels.currentPassword} name="currentPassword" autoComplete="current-password" state={state} />
          )}
          <FormSubmit state={state} label={t.account.passwordChange.submit} busyLabel={t.account.passwordChange.submitting} />
        </PostForm>
      )}
    </Page>
  );
}
