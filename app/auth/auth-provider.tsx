import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
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
 * waits until the page is idle, so a game's board is drawn without it (issue #28). A device
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
      );
    };
    let idle: number | undefined;
    let stopWaiting: (() => void) | undefined;
    const showKept = () => {
      const kept = cachedSessionUser();
      if (!kept) return false;
      setState({ status: "signed-in", user: kept });
      idle ??= whenIdle(startFirebase);
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
        if (cancelled || idle !== undefined) return;
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
      if (idle !== undefined) cancelIdle(idle);
      stopWaiting?.();
      unsubscribe?.();
    };
  }, [enabled]);

  useEffect(() => {
    document.body.dataset.auth = state.status;
  }, [state.status]);

  return <AuthContext.Provider value={state}>{children}</AuthContext.Provider>;
}

/** Within 3 s at the latest: Firebase must still refresh the token before the kept one ends. */
const IDLE_TIMEOUT_MS = 3_000;
const whenIdle = (run: () => void): number =>
  typeof requestIdleCallback === "function" ? requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS }) : window.setTimeout(run, IDLE_TIMEOUT_MS);
const cancelIdle = (handle: number) =>
  typeof cancelIdleCallback === "function" ? cancelIdleCallback(handle) : window.clearTimeout(handle);
