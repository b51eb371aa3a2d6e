import { sameSitePathOrNull } from "../../shared/same-site-path";

/**
 * Where to go after signing in (SPEC §2, Loading-after-auth): the protected path and
 * query the visitor first asked for. Kept in sessionStorage so it survives the trip
 * through Login or Register, but not into another tab.
 */
const KEY = "bingo.returnTo";

export function rememberReturnTo(pathAndQuery: string) {
  // Only our own paths, read as the browser would read them: never an open redirect.
  const path = sameSitePathOrNull(pathAndQuery, location.origin);
  if (path !== null) sessionStorage.setItem(KEY, path);
}

/** The path remembered, checked again: anything running on the page could have written there. */
export function takeReturnTo(): string | null {
  const value = sessionStorage.getItem(KEY);
  sessionStorage.removeItem(KEY);
  return sameSitePathOrNull(value, location.origin);
}
