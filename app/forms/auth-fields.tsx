import { PASSWORD_DEFAULT_MIN_LENGTH } from "../../shared/constants";

/** The email and password fields of the sign-in, registration and password forms. */

export function EmailField({ label = "Email", defaultValue }: { label?: string; defaultValue?: string }) {
  return (
    <label className="field">
      <span>{label}</span>
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
