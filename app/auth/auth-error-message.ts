/**
 * SPEC §8: sign-in, registration and reset errors show the identity provider's message
 * under the form. Firebase's own text ("Firebase: Error (auth/wrong-password).") is not
 * for people, so known codes get a sentence; anything else keeps the provider's message.
 * Signing in never says whether an account has the email (issue #17): an unknown email reads
 * as a wrong password. (Registering cannot help saying so: the email is taken.)
 */
const MESSAGES: Record<string, string> = {
  "auth/email-already-in-use": "An account already exists with this email. Try logging in.",
  "auth/credential-already-in-use": "An account already exists with this email. Try logging in.",
  "auth/wrong-password": "That email and password do not match.",
  "auth/invalid-credential": "That email and password do not match.",
  "auth/invalid-login-credentials": "That email and password do not match.",
  "auth/user-not-found": "That email and password do not match.",
  "auth/invalid-email": "Please enter a valid email address.",
  "auth/missing-password": "Please enter your password.",
  "auth/weak-password": "Please choose a longer password (at least 6 characters).",
  "auth/password-does-not-meet-requirements": "This password does not meet the requirements.",
  "auth/too-many-requests": "Too many attempts. Please wait a moment and try again.",
  "auth/expired-action-code": "This link has expired. Please ask for a new one.",
  "auth/invalid-action-code": "This link is not valid any more. Please ask for a new one.",
  "auth/requires-recent-login": "Please log in again to do this.",
  "auth/user-token-expired": "Your session has expired. Please log in again.",
  "auth/network-request-failed": "No connection. Check your network and try again.",
};

/** Firebase's "no account has this email" (only where email enumeration protection is off). */
export function isUnknownEmail(error: unknown): boolean {
  return typeof error === "object" && error !== null && "code" in error && error.code === "auth/user-not-found";
}

export function authErrorMessage(error: unknown): string {
  const code = typeof error === "object" && error !== null && "code" in error ? String(error.code) : "";
  const requirements = code === "auth/password-does-not-meet-requirements" && missingRequirements(error);
  if (requirements) return `This password does not meet the requirements: ${requirements}.`;
  if (MESSAGES[code]) return MESSAGES[code];
  if (error instanceof Error && error.message) return error.message.replace(/^Firebase: /, "");
  return "Something went wrong. Please try again.";
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
