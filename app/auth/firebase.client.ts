import { initializeApp, getApps } from "firebase/app";
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  type Auth,
} from "firebase/auth";
import type { PublicConfig } from "../public-config.server";

let auth: Auth | undefined;

/**
 * The one Firebase Auth instance of the page. Modular imports only, and no popup or
 * redirect resolver: we sign in with email/password and anonymously, which keeps the
 * SDK small and needs no third-party iframe.
 */
export function firebaseAuth(config: PublicConfig["firebase"]): Auth {
  if (auth) return auth;
  const app =
    getApps()[0] ??
    initializeApp({ apiKey: config.apiKey, authDomain: config.authDomain, projectId: config.projectId });
  auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });
  // Firebase's own emails (a password reset) in the page's language. Read from
  // <html lang>, which root renders as the page's language: this file must not import
  // React's side of the app (scripts/client-chunk-groups.ts).
  auth.languageCode = document.documentElement.lang || null;
  if (config.emulatorUrl) connectAuthEmulator(auth, config.emulatorUrl, { disableWarnings: true });
  return auth;
}
