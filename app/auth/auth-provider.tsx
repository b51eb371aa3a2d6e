import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import { isMissingOffline } from "../chunks/chunk-failure";
import { cachedSessionUser, mayHoldFirebaseSession, whenFirebaseLoads, type SessionUser } from "./cached-id-token";
import { GUEST_SIGNED_IN_EVENT } from "./head-start-state";

export type AuthState =
  | { status: "loading"; user: null }
  | { status: "signed-out"; user: null }
  | { status: "signed-in"; user: SessionUser };

const AuthContext = createContext<AuthState>({ status: "loading", user: null });

export const useAuth = () => useContext(AuthContext);

/**
 * Session state for components. Firebase is loaded after hydration (session.client.ts); when
 * this browser kept a fresh token (cached-id-token.ts), its session shows at once and Firebase
 * waits until the page is idle, so a game's board is drawn without it. A device
 * with no saved session at all is signed out without loading Firebase, until something signs
 * in. A page that needs no session (`enabled` false: the TV view) never loads it.
 */
export function AuthProvider({ children, enabled = true }: { children: ReactNode; enabled?: boolean }) {
  const [state, setState] = useState<AuthState>({ status: "loading", user: null });

  useEffect(() => {
    // Dead code in the server bundle, so the Worker never carries the browser SDK.
    if (import.meta.env.SSR || !enabled) return;
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    let started = false;
    const startFirebase = () => {
      if (started) return;
      started = true;
      void Promise.all([import("./session.client"), import("./firebase-auth.client")]).then(
        async ([{ loadAuth }, { onAuthStateChanged }]) => {
          const auth = await loadAuth();
          if (cancelled) return;
          unsubscribe = onAuthStateChanged(auth, (user) => {
            setState(user ? { status: "signed-in", user } : { status: "signed-out", user: null });
          });
        },
        (error: unknown) => {
          // The phone went offline before Firebase's code came (a game opened, then out to the
          // garden): the kept session serves meanwhile, and Firebase starts once the phone is
          // back online. Online, it is the chunk-load error (docs/decisions/038).
          if (!isMissingOffline(error)) throw error;
          started = false;
          window.addEventListener("online", startFirebase, { once: true });
        },
      );
    };
    let stopIdle: (() => void) | undefined;
    let stopWaiting: (() => void) | undefined;
    const showKept = () => {
      const kept = cachedSessionUser();
      if (!kept) return false;
      setState({ status: "signed-in", user: kept });
      stopIdle ??= whenIdle(startFirebase);
      return true;
    };
    // A join page's head start signs a guest in without Firebase (guest-head-start.ts): shown
    // from its token at once, Firebase started once the page is idle, as for a kept token.
    const onGuestSignedIn = () => {
      if (!cancelled) showKept();
    };
    window.addEventListener(GUEST_SIGNED_IN_EVENT, onGuestSignedIn);
    if (!showKept()) {
      void mayHoldFirebaseSession().then((mayHold) => {
        if (cancelled || stopIdle !== undefined) return;
        if (mayHold) return startFirebase();
        // Nobody is signed in on this device: Firebase loads when someone signs in (a join,
        // a form), and this follows it from then on.
        setState({ status: "signed-out", user: null });
        stopWaiting = whenFirebaseLoads(startFirebase);
      });
    }
    return () => {
      cancelled = true;
      window.removeEventListener(GUEST_SIGNED_IN_EVENT, onGuestSignedIn);
      window.removeEventListener("online", startFirebase);
      stopIdle?.();
      stopWaiting?.();
      unsubscribe?.();
    };
  }, [enabled]);

  useEffect(() => {
    document.body.dataset.auth = state.status;
  }, [state.status]);

  return <AuthContext.Provider value={state}>{children}</AuthContext.Provider>;
}

/**
 * Firebase's start (its SDK run on a phone's CPU, then a round trip to reload the account) is
 * put off past the page's first seconds, in which a guest who has just joined gets their board
 * drawn (docs/decisions/028), then run when the page is idle, within 3 s more. The kept token
 * has 5 minutes left at least: Firebase still refreshes it long before it ends.
 */
const START_AFTER_MS = 5_000;
const IDLE_TIMEOUT_MS = 3_000;
function whenIdle(run: () => void): () => void {
  let idle: number | undefined;
  const later = window.setTimeout(() => {
    if (typeof requestIdleCallback === "function") idle = requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    else run();
  }, START_AFTER_MS);
  return () => {
    window.clearTimeout(later);
    if (idle !== undefined) cancelIdleCallback(idle);
  };
}
