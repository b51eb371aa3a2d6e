import { PASSWORD_DEFAULT_MIN_LENGTH } from "../../shared/constants";
import { useStrings } from "../i18n/strings";
import { fieldProblem } from "./form-error";
import { INITIAL, type FormStatus } from "./form-status";
import { FormSubmit } from "./form-submit";
import { PostForm } from "./post-form";

/** The email and password fields of the sign-in, registration and password forms. */

export function EmailField({ label, defaultValue, state = INITIAL }: { label?: string; defaultValue?: string; state?: FormStatus }) {
  const t = useStrings();
  const problem = fieldProblem(state, "email");
  return (
    <label className="field">
      <span>{label ?? t.messages.labels.email}</span>
      <input type="email" name="email" autoComplete="email" required defaultValue={defaultValue} {...problem.attributes} />
      {problem.message}
    </label>
  );
}

export function PasswordField({
  label,
  name = "password",
  autoComplete,
  state = INITIAL,
}: {
  label: string;
  name?: string;
  autoComplete: "current-password" | "new-password";
  state?: FormStatus;
}) {
  // SPEC §5: the rules are the identity provider's; its default minimum is a hint here.
  const minLength = autoComplete === "new-password" ? PASSWORD_DEFAULT_MIN_LENGTH : undefined;
  const problem = fieldProblem(state, name);
  return (
    <label className="field">
      <span>{label}</span>
      <input type="password" name={name} autoComplete={autoComplete} required minLength={minLength} {...problem.attributes} />
      {problem.message}
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
      <EmailField state={state} />
      <PasswordField label={t.messages.labels.password} autoComplete={signIn ? "current-password" : "new-password"} state={state} />
      <FormSubmit state={state} label={t.account.submit} busyLabel={signIn ? t.account.signingIn : t.account.registering} />
    </PostForm>
  );
}
