/**
 * The last ID token Firebase gave this browser, kept in localStorage with its expiry, so a
 * page's first reads (a game's screen on a slow phone) need not wait for the Firebase SDK
 * to download, start and restore its session: about a second of a phone's CPU, before the
 * board could be drawn. Firebase stays the authority: this copy is used only
 * until the SDK has restored the session on this page (`sessionRestored`), only while it has
 * minutes left, and dropped when the API refuses it or Firebase says the session changed.
 *
 * It holds nothing Firebase does not already keep in this origin's storage (its IndexedDB
 * has the same token and more), and imports nothing, so it costs the first load a few
 * hundred bytes.
 */
export const STORAGE_KEY = "bingo:id-token";
/** A token closer than this to its expiry is not used: the API must still accept it on arrival. */
export const MIN_LIFETIME_LEFT_MS = 5 * 60_000;

let authorityLoaded = false;
let sessionRestored = false;
const onAuthorityLoaded = new Set<() => void>();

/** Called once Firebase Auth has started on this page (it restores the session next). */
export function firebaseHasLoaded() {
  if (authorityLoaded) return;
  authorityLoaded = true;
  for (const listener of onAuthorityLoaded) listener();
  onAuthorityLoaded.clear();
}

/**
 * Called once Firebase has restored this page's session: from then on, it alone gives tokens.
 * Not before: restoring a saved session waits for a round trip (the SDK reloads the account),
 * and a call sent meanwhile (a join tapped just then) need not wait for it.
 */
export function firebaseHasRestored() {
  sessionRestored = true;
}

/** Runs `listener` once Firebase Auth has started on this page (at once if it has). */
export function whenFirebaseLoads(listener: () => void): () => void {
  if (authorityLoaded) {
    listener();
    return () => undefined;
  }
  onAuthorityLoaded.add(listener);
  return () => onAuthorityLoaded.delete(listener);
}

/**
 * Whether Firebase can have a session saved on this device, known without loading it: it
 * keeps one in its IndexedDB database (or, without IndexedDB, under a localStorage key), so a
 * browser with neither has never been signed in here, or has signed out for good. A new
 * visitor's page then need not load and run Firebase's SDK (50–80 ms of a desktop's main
 * thread, four times that on a phone) just to learn that nobody is signed in. A browser that
 * cannot list its databases is taken to have one.
 */
export async function mayHoldFirebaseSession(): Promise<boolean> {
  try {
    if (localStorage.getItem(STORAGE_KEY) !== null) return true;
    for (let index = 0; index < localStorage.length; index += 1) {
      if (localStorage.key(index)?.startsWith(FIREBASE_LOCAL_STORAGE_PREFIX)) return true;
    }
    if (typeof indexedDB?.databases !== "function") return true;
    const databases = await indexedDB.databases();
    return databases.some((database) => database.name === FIREBASE_DATABASE);
  } catch {
    return true;
  }
}

/** Where Firebase Auth's persistence keeps a session (firebase.client.ts chooses IndexedDB, then localStorage). */
export const FIREBASE_DATABASE = "firebaseLocalStorageDb";
export const FIREBASE_LOCAL_STORAGE_PREFIX = "firebase:authUser:";

/** A token Firebase just gave (or null when the session ended): kept for the next page load. */
export function rememberIdToken(token: string | null) {
  try {
    const expiresAt = token ? expiryOf(token) : null;
    if (token && expiresAt) localStorage.setItem(STORAGE_KEY, JSON.stringify({ token, expiresAt }));
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage full or blocked (private mode): pages then wait for Firebase, as before.
  }
}

/** The kept token, while Firebase has not restored this page's session and the token has minutes left. */
export function cachedIdToken(now = Date.now()): string | null {
  if (sessionRestored) return null;
  try {
    const kept = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "null") as { token?: unknown; expiresAt?: unknown } | null;
    if (typeof kept?.token !== "string" || typeof kept.expiresAt !== "number") return null;
    return kept.expiresAt - now >= MIN_LIFETIME_LEFT_MS ? kept.token : null;
  } catch {
    return null;
  }
}

/**
 * Whose the kept token is, however long ago it expired: the account this device was last
 * signed in as (null once signed out). What the device keeps of a game for that account
 * (last-read-games.ts) is shown to that account alone.
 */
export function keptTokenSubject(): string | null {
  try {
    const kept = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "null") as { token?: unknown } | null;
    const subject = typeof kept?.token === "string" ? claimsOf(kept.token)?.sub : null;
    return typeof subject === "string" ? subject : null;
  } catch {
    return null;
  }
}

/** What screens ask of a session (auth-provider.tsx); Firebase's `User` has the same fields. */
export interface SessionUser {
  uid: string;
  isAnonymous: boolean;
  email: string | null;
}

/**
 * The session the kept token stands for, read from its claims, so a screen drawn before
 * Firebase starts (a guest's register note above the board) is drawn as it will stay.
 */
export function cachedSessionUser(now = Date.now()): SessionUser | null {
  const token = cachedIdToken(now);
  const claims = token ? claimsOf(token) : null;
  if (!claims || typeof claims.sub !== "string") return null;
  const provider = (claims.firebase as { sign_in_provider?: unknown } | undefined)?.sign_in_provider;
  return {
    uid: claims.sub,
    isAnonymous: provider === "anonymous",
    email: typeof claims.email === "string" ? claims.email : null,
  };
}

/** The token's `exp` claim in epoch milliseconds, or null if it is not a readable JWT. */
function expiryOf(token: string): number | null {
  const exp = claimsOf(token)?.exp;
  return typeof exp === "number" ? exp * 1000 : null;
}

/** A JWT's payload, not verified: the API verifies; this only avoids a wait. */
function claimsOf(token: string): Record<string, unknown> | null {
  try {
    const payload = token.split(".")[1] ?? "";
    const claims: unknown = JSON.parse(atob(payload.replace(/-/g, "+").replace(/_/g, "/")));
    return typeof claims === "object" && claims !== null ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
