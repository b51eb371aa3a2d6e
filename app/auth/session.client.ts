import type { Auth, User } from "firebase/auth";
import { readPublicConfig } from "../public-config.client";

/**
 * The page's Firebase session, shared by components and client loaders. Firebase is
 * imported on first use, in its own chunk, so pages paint without waiting for it.
 */
let authPromise: Promise<Auth> | undefined;

export function loadAuth(): Promise<Auth> {
  authPromise ??= import("./firebase.client").then(({ firebaseAuth }) =>
    firebaseAuth(readPublicConfig().firebase),
  );
  return authPromise;
}

/** The signed-in user once Firebase has restored any saved session, else null. */
export async function currentUser(): Promise<User | null> {
  const auth = await loadAuth();
  await auth.authStateReady();
  return auth.currentUser;
}

let signingIn: Promise<User> | undefined;

/**
 * SPEC §4: every visitor can be silently signed in anonymously; an existing user is reused.
 * Calls while one is under way share it (the join starts one on intent, and "next" awaits
 * it), so one person never gets two anonymous accounts.
 */
export function ensureSignedIn(): Promise<User> {
  signingIn ??= signInOnce().finally(() => {
    signingIn = undefined;
  });
  return signingIn;
}

async function signInOnce(): Promise<User> {
  const user = await currentUser();
  if (user) return user;
  const [auth, { signInAnonymously }] = await Promise.all([loadAuth(), import("./firebase-auth.client")]);
  return (await signInAnonymously(auth)).user;
}

/** A fresh-enough ID token for the API (Firebase refreshes it 5 minutes before expiry). */
export async function idToken(): Promise<string | null> {
  const user = await currentUser();
  return user ? user.getIdToken() : null;
}
