import { emulatorHostOf } from "../shared/development-worker";

/** What the browser needs to know to sign in and to pay: public by nature, never secrets. */
export interface PublicConfig {
  firebase: {
    apiKey: string;
    authDomain: string;
    projectId: string;
    /** Set only for a development Worker: the client then talks to the local Auth Emulator. */
    emulatorUrl: string | null;
  };
  stripe: {
    /** Stripe's publishable key (pk_…); null when payments are not configured. */
    publishableKey: string | null;
  };
}

export function publicConfig(env: Env): PublicConfig {
  const emulatorHost = emulatorHostOf(env);
  return {
    firebase: {
      apiKey: env.FIREBASE_API_KEY,
      authDomain: env.FIREBASE_AUTH_DOMAIN,
      projectId: env.FIREBASE_PROJECT_ID,
      emulatorUrl: emulatorHost ? `http://${emulatorHost}` : null,
    },
    stripe: { publishableKey: env.STRIPE_PUBLISHABLE_KEY || null },
  };
}
