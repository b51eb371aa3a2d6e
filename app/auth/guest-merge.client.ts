import { ApiRequestError, apiRequest, isUnreachable } from "../api/api-client";
import type { User } from "firebase/auth";

/**
 * Logging in on a device that holds a guest session carries its games over to the account
 * (docs/decisions/014-identity-merge.md). Signing in replaces the guest, so its ID token is
 * kept first, in this tab's sessionStorage: the merge survives a failed first try (it runs
 * again on the next sign-in screen) but never leaves the tab.
 */
const KEY = "bingo.guestToken";

/** Before signing in to another account: keep the guest's token, if the session is a guest's. */
export async function rememberGuest(user: User | null) {
  if (!user?.isAnonymous) return;
  // Fresh, not the cached one: the server refuses a guest token older than the account
  // (docs/api.md), and an account registered elsewhere minutes ago is newer than a cached token.
  sessionStorage.setItem(KEY, await user.getIdToken(true));
}

/** After signing in: the kept guest's games become the account's. Throws if the server could not be reached. */
export async function mergeRememberedGuest() {
  const anonymousToken = sessionStorage.getItem(KEY);
  if (!anonymousToken) return;
  try {
    await apiRequest("/user/merge", { method: "POST", body: { anonymousToken } });
  } catch (error) {
    // Refused (expired, not a guest): asking again cannot help. A network failure may.
    if (!(error instanceof ApiRequestError) || isUnreachable(error)) throw error;
  }
  sessionStorage.removeItem(KEY);
  // Games the guest had open are the account's now: read them afresh.
  const { forgetAllGames } = await import("../game/game-store");
  forgetAllGames();
}
