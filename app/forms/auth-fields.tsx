import { PASSWORD_DEFAULT_MIN_LENGTH } from "../../shared/constants";
import { useStrings } from "../i18n/strings";
import type { FormStatus } from "./form-status";
import { FormSubmit } from "./form-submit";
import { PostForm } from "./post-form";

/** The email and password fields of the sign-in, registration and password forms. */

export function EmailField({ label, defaultValue }: { label?: string; defaultValue?: string }) {
  const t = useStrings();
  return (
    <label className="field">
      <span>{label ?? t.messages.labels.email}</span>
      <input type="email" name="email" autoComplete="email" required defaultValue={defaultValue} />
    </label>
  );
}

export function PasswordField({
  label,
  name = "password",
  autoComplete,
}: {
  label: string;
  name?: string;
  autoComplete: "current-password" | "new-password";
}) {
  // SPEC §5: the rules are the identity provider's; its default minimum is a hint here.
  const minLength = autoComplete === "new-password" ? PASSWORD_DEFAULT_MIN_LENGTH : undefined;
  return (
    <label className="field">
      <span>{label}</span>
      <input type="password" name={name} autoComplete={autoComplete} required minLength={minLength} />
    </label>
  );
}

/**
 * Login's and Register's form (SPEC §2): email, password and Submit. `replace`: the screen
 * after it takes the form's place in history, so Back does not return to a sent form.
 */
export function CredentialsForm({ state, purpose }: { state: FormStatus; purpose: "sign-in" | "register" }) {
  const signIn = purpose === "sign-in";
  const t = useStrings();
  return (
    <PostForm state={state} replace>
      <EmailField />
      <PasswordField label={t.messages.labels.password} autoComplete={signIn ? "current-password" : "new-password"} />
      <FormSubmit state={state} label={t.account.submit} busyLabel={signIn ? t.account.signingIn : t.account.registering} />
    </PostForm>
  );
}
