/** What the screens say about a guest's identity (issue #18, docs/decisions/014-identity-merge.md). */

/** The one-line nudge on a guest's game screens. */
export const REGISTER_NUDGE = "Keep this game on all your devices —";
export const REGISTER_NUDGE_LINK = "register";

export const GUEST_LOGOUT_WARNING =
  "You are playing as a guest: logging out loses your games on this device for good, since nobody can log back in to a guest session. Register to keep them.";

export const PAYWALL_REGISTER_FIRST =
  "Register first, so your pass stays yours on any device: a guest session lives only in this browser.";
