import { Link } from "react-router";
import { RECENT_SIGN_IN_REQUIRED } from "../../shared/refusal-codes";
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
import type { Route } from "./+types/delete-account";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: metaStrings(matches).account.deleteAccount.title }];
}

/**
 * The server deletes the data first (DELETE /user, docs/api.md; repeating it is
 * harmless), then Firebase deletes the account. Firebase may want a recent sign-in first: a
 * registered user then confirms with the password; a guest cannot sign in again anyway, so
 * once signed out, nothing of theirs is left to reach.
 */
export const clientAction = ({ request }: Route.ClientActionArgs) =>
  handleAuthForm(
    request,
    (schemas) => schemas.deleteAccountInput,
    async ({ currentPassword }, { session, firebase }): Promise<RecentLoginStatus> => {
      const t = clientStrings();
      const deleted = { status: "success", body: t.account.deleteAccount.deleted } as const;
      const confirmItIsYou = { status: "error", body: t.account.confirmItIsYou, confirmWith: "current-password" } as const;
      const user = await session.currentUser();
      if (!user) return deleted;
      if (currentPassword && user.email) {
        try {
          await firebase.reauthenticateWithCredential(user, firebase.EmailAuthProvider.credential(user.email, currentPassword));
          await user.getIdToken(true); // the server reads the new sign-in from the token
        } catch (error) {
          return { status: "error", body: authErrorMessage(error, t), confirmWith: "current-password" };
        }
      }
      const [{ apiRequest, clearReadCache, ApiRequestError }, { forgetAllGames }] = await Promise.all([
        import("../api/api-client"),
        import("../game/game-store"),
      ]);
      try {
        await apiRequest("/user", { method: "DELETE" });
      } catch (error) {
        // The server wants a recent sign-in too (docs/api.md): the password confirms it.
        const stale = error instanceof ApiRequestError && error.body?.code === RECENT_SIGN_IN_REQUIRED;
        if (stale && !user.isAnonymous) return confirmItIsYou;
        throw error;
      }
      try {
        await firebase.deleteUser(user);
      } catch (error) {
        if (!needsRecentLogin(error)) throw error;
        if (!user.isAnonymous) return confirmItIsYou;
        await firebase.signOut(await session.loadAuth());
      }
      // SPEC §4: without a session, the client state is empty.
      clearReadCache();
      forgetAllGames();
      return deleted;
    },
  );

/** From the main menu, for registered users and guests alike. */
export default function DeleteAccount({ actionData }: Route.ComponentProps) {
  const state = useSubmitStatus(actionData);
  const auth = useAuth();
  const t = useStrings();
  const del = t.account.deleteAccount;
  const askCurrent = actionData !== undefined && "confirmWith" in actionData;

  if (state.status === "success" || auth.status === "signed-out") {
    return (
      <Page heading={del.heading}>
        <p role="status">{state.status === "success" ? state.body : del.notSignedIn}</p>
        <Link className="button" to="/">{t.common.home}</Link>
      </Page>
    );
  }

  return (
    <Page heading={del.heading}>
      <p>{del.intro}</p>
      <ul className="steps">
        <li>{del.consequences.games}</li>
        <li>{del.consequences.createdGames}</li>
        <li>{del.consequences.entries}</li>
        <li>{del.consequences.pass}</li>
      </ul>
      <PostForm state={state}>
        {askCurrent && (
          <PasswordField label={t.messages.labels.currentPassword} name="currentPassword" autoComplete="current-password" state={state} />
        )}
        <FormSubmit state={state} label={del.submit} busyLabel={del.submitting} />
      </PostForm>
      <p className="form-links">
        <Link className="text-link" to="/play/">{del.keep}</Link>
      </p>
    </Page>
  );
}
