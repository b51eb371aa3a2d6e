import { RECENT_SIGN_IN_MINUTES } from "../../shared/constants";
import { refusal } from "../../shared/refusal";
import type { VerifiedIdToken } from "../auth/firebase-id-token.server";

/**
 * Deleting an account and merging a guest into it act on everything the account holds: they
 * need a sign-in within RECENT_SIGN_IN_MINUTES (the token's auth_time), as Firebase asks for
 * its own sensitive changes. A guest cannot sign in again (no password), so a guest's
 * deletion is not held to it: their token is all they have.
 */
export function requireRecentSignIn(auth: VerifiedIdToken, nowMs: number): void {
  if (auth.isAnonymous) return;
  if (nowMs / 1000 - auth.signedInAt > RECENT_SIGN_IN_MINUTES * 60) {
    throw refusal("recentSignInRequired", RECENT_SIGN_IN_MINUTES);
  }
}
