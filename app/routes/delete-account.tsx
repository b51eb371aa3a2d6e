import { Link } from "react-router";
import { RECENT_SIGN_IN_REQUIRED } from "../../shared/refusal";
import { authErrorMessage } from "../auth/auth-error-message";
import { useAuth } from "../auth/auth-provider";
import { CONFIRM_IT_IS_YOU, needsRecentLogin, type RecentLoginStatus } from "../auth/recent-login";
import { Page } from "../components/page";
import { PasswordField } from "../forms/auth-fields";
import { handleAuthForm } from "../forms/auth-form-action";
import { useSubmitStatus } from "../forms/form-status";
import { FormSubmit } from "../forms/form-submit";
import { PostForm } from "../forms/post-form";
import type { Route } from "./+types/delete-account";

export const meta = () => [{ title: "Delete my account and data · Bingo with friends" }];

const DELETED = "Your account and data have been deleted.";

/**
 * Issue #17: the server deletes the data first (DELETE /user, docs/api.md; repeating it is
 * harmless), then Firebase deletes the account. Firebase may want a recent sign-in first: a
 * registered user then confirms with the password; a guest cannot sign in again anyway, so
 * once signed out, nothing of theirs is left to reach.
 */
export const clientAction = ({ request }: Route.ClientActionArgs) =>
  handleAuthForm(
    request,
    (schemas) => schemas.deleteAccountInput,
    async ({ currentPassword }, { session, firebase }): Promise<RecentLoginStatus> => {
      const user = await session.currentUser();
      if (!user) return { status: "success", body: DELETED };
      if (currentPassword && user.email) {
        try {
          await firebase.reauthenticateWithCredential(user, firebase.EmailAuthProvider.credential(user.email, currentPassword));
          await user.getIdToken(true); // the server reads the new sign-in from the token
        } catch (error) {
          return { status: "error", body: authErrorMessage(error), confirmWith: "current-password" };
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
        if (stale && !user.isAnonymous) return { status: "error", body: CONFIRM_IT_IS_YOU, confirmWith: "current-password" };
        throw error;
      }
      try {
        await firebase.deleteUser(user);
      } catch (error) {
        if (!needsRecentLogin(error)) throw error;
        if (!user.isAnonymous) return { status: "error", body: CONFIRM_IT_IS_YOU, confirmWith: "current-password" };
        await firebase.signOut(await session.loadAuth());
      }
      // SPEC §4: without a session, the client state is empty.
      clearReadCache();
      forgetAllGames();
      return { status: "success", body: DELETED };
    },
  );

/** From the main menu, for registered users and guests alike. */
export default function DeleteAccount({ actionData }: Route.ComponentProps) {
  const state = useSubmitStatus(actionData);
  const auth = useAuth();
  const askCurrent = actionData !== undefined && "confirmWith" in actionData;

  if (state.status === "success" || auth.status === "signed-out") {
    return (
      <Page heading="Delete my account and data">
        <p role="status">{state.status === "success" ? state.body : "You are not signed in."}</p>
        <Link className="button" to="/">Home</Link>
      </Page>
    );
  }

  return (
    <Page heading="Delete my account and data">
      <p>This deletes your account and everything of yours, and cannot be undone:</p>
      <ul className="steps">
        <li>You leave every game. A game nobody else is in is deleted.</li>
        <li>A game you created goes to the player who joined it first.</li>
        <li>Entries you added to other people&apos;s games stay, by &ldquo;someone&rdquo;.</li>
        <li>Your pass ends.</li>
      </ul>
      <PostForm state={state}>
        {askCurrent && <PasswordField label="Current password" name="currentPassword" autoComplete="current-password" />}
        <FormSubmit state={state} label="Delete my account" busyLabel="Deleting…" />
      </PostForm>
      <p className="form-links">
        <Link className="text-link" to="/play/">Keep my account</Link>
      </p>
    </Page>
  );
}
