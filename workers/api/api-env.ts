import type { VerifiedIdToken } from "../auth/firebase-id-token.server";

/** Hono's typing of the API: Worker bindings plus what middleware puts on the context. */
export interface ApiEnv {
  Bindings: Env;
  Variables: {
    auth: VerifiedIdToken;
  };
}
