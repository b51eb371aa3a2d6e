import { onIdTokenChanged, type Auth, type User } from "firebase/auth";
import { readPublicConfig } from "../public-config.client";
import { firebaseHasLoaded, firebaseHasRestored, rememberIdToken } from "./cached-id-token";
import { firebaseAuth } from "./firebase.client";
import { signInAnonymously } from "./firebase-auth.client";
import { headStartSettled } from "./head-start-state";

/**
 * The page's Firebase session, shared by components and client loaders. Every caller
 * imports this module on first use, so pages paint without waiting for Firebase. Firebase
 * is imported statically: it is in this module's file anyway (scripts/client-chunk-groups.ts).
 */
let authPromise: Promise<Auth> | undefined;

export function loadAuth(): Promise<Auth> {
  // A join page's head start may be signing a guest in (guest-head-start.ts): Firebase reads
  // the session it saves once it is saved, or it would see nobody and make a second account.
  authPromise ??= headStartSettled().then(() => {
    const auth = firebaseAuth(readPublicConfig().firebase);
    firebaseHasLoaded();
    const restored = () => firebaseHasRestored();
    auth.authStateReady().then(restored, restored);
    // Sign-in, refresh, sign-out and a switch of account all pass here: the next page load's
    // first reads use the token kept (cached-id-token.ts) only if it is this session's.
    onIdTokenChanged(auth, (user) => {
      if (!user) return rememberIdToken(null);
      user.getIdToken().then(rememberIdToken, () => rememberIdToken(null));
    });
    return auth;
  });
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
  return (await signInAnonymously(await loadAuth())).user;
}

/** A fresh-enough ID token for the API (Firebase refreshes it 5 minutes before expiry). */
export async function idToken(): Promise<string | null> {
  const user = await currentUser();
  return user ? user.getIdToken() : null;
}
