import type { User } from "firebase/auth";
import { createContext, useContext, useEffect, useState, type ReactNode } from "react";

export type AuthState =
  | { status: "loading"; user: null }
  | { status: "signed-out"; user: null }
  | { status: "signed-in"; user: User };

const AuthContext = createContext<AuthState>({ status: "loading", user: null });

export const useAuth = () => useContext(AuthContext);

/** Session state for components. Firebase is loaded after hydration (session.client.ts). */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>({ status: "loading", user: null });

  useEffect(() => {
    // Dead code in the server bundle, so the Worker never carries the browser SDK.
    if (import.meta.env.SSR) return;
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    Promise.all([import("./session.client"), import("./firebase-auth.client")]).then(
      async ([{ loadAuth }, { onAuthStateChanged }]) => {
        const auth = await loadAuth();
        if (cancelled) return;
        unsubscribe = onAuthStateChanged(auth, (user) => {
          setState(user ? { status: "signed-in", user } : { status: "signed-out", user: null });
        });
      },
    );
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }, []);

  useEffect(() => {
    document.body.dataset.auth = state.status;
  }, [state.status]);

  return <AuthContext.Provider value={state}>{children}</AuthContext.Provider>;
}
