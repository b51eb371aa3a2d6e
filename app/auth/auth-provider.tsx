import type { Auth, User } from "firebase/auth";
import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import type { PublicConfig } from "../public-config.server";

export type AuthState =
  | { status: "loading"; user: null; auth: null }
  | { status: "signed-out"; user: null; auth: Auth }
  | { status: "signed-in"; user: User; auth: Auth };

const AuthContext = createContext<AuthState>({ status: "loading", user: null, auth: null });

export const useAuth = () => useContext(AuthContext);

/**
 * Session state of the page. Firebase is loaded after hydration, in its own chunk, so
 * the first paint never waits for the identity SDK.
 */
export function AuthProvider({
  firebaseConfig,
  children,
}: {
  firebaseConfig: PublicConfig["firebase"];
  children: ReactNode;
}) {
  const [state, setState] = useState<AuthState>({ status: "loading", user: null, auth: null });

  useEffect(() => {
    // Dead code in the server bundle, so the Worker never carries the browser SDK.
    if (import.meta.env.SSR) return;
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    Promise.all([import("./firebase.client"), import("firebase/auth")]).then(
      ([{ firebaseAuth }, { onAuthStateChanged }]) => {
        if (cancelled) return;
        const auth = firebaseAuth(firebaseConfig);
        unsubscribe = onAuthStateChanged(auth, (user) => {
          setState(
            user
              ? { status: "signed-in", user, auth }
              : { status: "signed-out", user: null, auth },
          );
        });
      },
    );
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }, [firebaseConfig]);

  useEffect(() => {
    document.body.dataset.auth = state.status;
  }, [state.status]);

  return <AuthContext.Provider value={state}>{children}</AuthContext.Provider>;
}
