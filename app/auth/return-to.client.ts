/**
 * Where to go after signing in (SPEC §2, Loading-after-auth): the protected path and
 * query the visitor first asked for. Kept in sessionStorage so it survives the trip
 * through Login or Register, but not into another tab.
 */
const KEY = "bingo.returnTo";

export function rememberReturnTo(pathAndQuery: string) {
  // Only our own paths: never an open redirect.
  if (pathAndQuery.startsWith("/") && !pathAndQuery.startsWith("//")) {
    sessionStorage.setItem(KEY, pathAndQuery);
  }
}

export function takeReturnTo(): string | null {
  const value = sessionStorage.getItem(KEY);
  sessionStorage.removeItem(KEY);
  return value;
}
