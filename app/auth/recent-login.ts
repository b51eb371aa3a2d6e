import type { FormStatus } from "../forms/form-status";

/**
 * Firebase refuses a sensitive change (a new password, deleting the account) when the
 * sign-in is old: `auth/requires-recent-login`. The screens then ask for the current
 * password (account.confirmItIsYou) and sign the user in again first.
 */

export const errorCode = (error: unknown) =>
  typeof error === "object" && error !== null && "code" in error ? String(error.code) : "";

export const needsRecentLogin = (error: unknown) => errorCode(error) === "auth/requires-recent-login";

/** A form's status once the provider wants a recent sign-in: from then on it asks for the current password. */
export type RecentLoginStatus = FormStatus | { status: "error"; body: string; confirmWith: "current-password" };
