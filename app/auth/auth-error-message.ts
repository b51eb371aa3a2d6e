import { fill } from "../../shared/i18n/fill";
import type { Catalogue } from "../i18n/catalogue/catalogue";

type AuthErrorKey = keyof Catalogue["account"]["authErrors"];

/**
 * SPEC §8: sign-in, registration and reset errors show the identity provider's message
 * under the form. Firebase's own text ("Firebase: Error (auth/wrong-password).") is not
 * for people, so known codes get a sentence; anything else keeps the provider's message.
 * Signing in never says whether an account has the email: an unknown email reads
 * as a wrong password. (Registering cannot help saying so: the email is taken.) Each known
 * code names its sentence in the catalogue (account.authErrors; common's for a lost connection).
 */
const MESSAGES: Record<string, AuthErrorKey | "noConnection"> = {
  "auth/email-already-in-use": "emailInUse",
  "auth/credential-already-in-use": "emailInUse",
  "auth/wrong-password": "wrongCredentials",
  "auth/invalid-credential": "wrongCredentials",
  "auth/invalid-login-credentials": "wrongCredentials",
  "auth/user-not-found": "wrongCredentials",
  "auth/invalid-email": "invalidEmail",
  "auth/missing-password": "missingPassword",
  "auth/weak-password": "weakPassword",
  "auth/password-does-not-meet-requirements": "requirementsNotMet",
  "auth/too-many-requests": "tooManyAttempts",
  "auth/expired-action-code": "linkExpired",
  "auth/invalid-action-code": "linkInvalid",
  "auth/requires-recent-login": "logInAgain",
  "auth/user-token-expired": "sessionExpired",
  "auth/network-request-failed": "noConnection",
};

/** Firebase's "no account has this email" (only where email enumeration protection is off). */
export function isUnknownEmail(error: unknown): boolean {
  return typeof error === "object" && error !== null && "code" in error && error.code === "auth/user-not-found";
}

/** The error's words under the form, in the language of `t` (the page's catalogue). */
export function authErrorMessage(error: unknown, t: Catalogue): string {
  const code = typeof error === "object" && error !== null && "code" in error ? String(error.code) : "";
  const requirements = code === "auth/password-does-not-meet-requirements" && missingRequirements(error);
  if (requirements) return fill(t.account.authErrors.requirementsMissing, { requirements });
  const known = Object.hasOwn(MESSAGES, code) ? MESSAGES[code] : undefined;
  if (known === "noConnection") return t.common.noConnection;
  if (known) return t.account.authErrors[known];
  if (error instanceof Error && error.message) return error.message.replace(/^Firebase: /, "");
  return t.common.somethingWentWrong;
}

/**
 * A project's password policy can ask for more than a length; only the provider's message
 * says which rule failed ("Missing password requirements: [Password must contain …]").
 */
function missingRequirements(error: unknown): string | null {
  const message = error instanceof Error ? error.message : "";
  const listed = /\[([^\]]+)\]/.exec(message)?.[1];
  return listed
    ? listed
        .split(",")
        .map((rule) => rule.trim())
        .filter(Boolean)
        .join("; ")
    : null;
}
