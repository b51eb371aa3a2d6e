import { Link } from "react-router";
import { authErrorMessage } from "../auth/auth-error-message";
import { useAuth } from "../auth/auth-provider";
import { CONFIRM_IT_IS_YOU, needsRecentLogin, type RecentLoginStatus } from "../auth/recent-login";
import { Page } from "../components/page";
import { PasswordField } from "../forms/auth-fields";
import { handleAuthForm } from "../forms/auth-form-action";
import { useSubmitStatus } from "../forms/form-status";
import { FormSubmit } from "../forms/form-submit";
import { PostForm } from "../forms/post-form";
import type { Route } from "./+types/password-change";

export const meta = () => [{ title: "Change Password · Bingo with friends" }];

const NOT_REGISTERED = "Only a registered account has a password. Please log in.";

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
      const user = await session.currentUser();
      if (!user?.email || user.isAnonymous) return { status: "error", body: NOT_REGISTERED };
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
        const body = currentPassword ? authErrorMessage(error) : CONFIRM_IT_IS_YOU;
        return { status: "error", body, confirmWith: "current-password" };
      }
      return { status: "success", body: "Your password has been changed." };
    },
  );

/** Reachable from the main menu by registered users. */
export default function PasswordChange({ actionData }: Route.ComponentProps) {
  const state = useSubmitStatus(actionData);
  const auth = useAuth();
  const askCurrent = actionData !== undefined && "confirmWith" in actionData;

  if (auth.status === "signed-out" || auth.user?.isAnonymous) {
    return (
      <Page heading="Change Password">
        <p>{NOT_REGISTERED}</p>
        <Link className="button" to="/login/">Login</Link>
      </Page>
    );
  }

  return (
    <Page heading="Change Password">
      {state.status === "success" ? (
        <p role="status">{state.body}</p>
      ) : (
        <PostForm state={state}>
          <PasswordField label="New password" autoComplete="new-password" />
          {askCurrent && <PasswordField label="Current password" name="currentPassword" autoComplete="current-password" />}
          <FormSubmit state={state} label="Change Password" busyLabel="Changing…" />
        </PostForm>
      )}
    </Page>
  );
}
