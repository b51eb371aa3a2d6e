import { Link, redirect } from "react-router";
import { authErrorMessage } from "../auth/auth-error-message";
import { Page } from "../components/page";
import { EmailField, PasswordField } from "../forms/auth-fields";
import { handleForm } from "../forms/form-action";
import { useSubmitStatus } from "../forms/form-status";
import { FormSubmit } from "../forms/form-submit";
import { PostForm } from "../forms/post-form";
import type { Route } from "./+types/register";

export const meta = () => [{ title: "Register · Bingo with friends" }];

/**
 * SPEC §2, Register: an anonymous player keeps their games by linking the email
 * credential to the same account; anyone else gets a new account.
 */
export const clientAction = ({ request }: Route.ClientActionArgs) =>
  handleForm(
    request,
    (schemas) => schemas.credentialsInput,
    async ({ email, password }) => {
      const [{ loadAuth, currentUser }, firebase] = await Promise.all([
        import("../auth/session.client"),
        import("../auth/firebase-auth.client"),
      ]);
      const user = await currentUser();
      if (user?.isAnonymous) {
        await firebase.linkWithCredential(user, firebase.EmailAuthProvider.credential(email, password));
        // The ID token must now say "password", not "anonymous".
        await user.getIdToken(true);
      } else {
        await firebase.createUserWithEmailAndPassword(await loadAuth(), email, password);
      }
      return redirect("/auth-registration/");
    },
    { toMessage: authErrorMessage },
  );

export default function Register({ actionData }: Route.ComponentProps) {
  const state = useSubmitStatus(actionData);
  return (
    <Page heading="Register">
      <p className="lede">Free. Registering lets you play from several devices.</p>
      <PostForm state={state} replace>
        <EmailField />
        <PasswordField label="Password" autoComplete="new-password" />
        <FormSubmit state={state} label="Submit" busyLabel="Registering…" />
      </PostForm>
      <p className="form-links">
        <Link className="text-link" to="/login/">Already registered? Login</Link>
      </p>
    </Page>
  );
}
