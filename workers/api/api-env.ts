import type { VerifiedIdToken } from "../auth/firebase-id-token.server";
import type { Database } from "../db/database.server";

/** Hono's typing of the API: Worker bindings plus what middleware puts on the context. */
export interface ApiEnv {
  Bindings: Env;
  Variables: {
    auth: VerifiedIdToken;
    /** The drizzle database on the D1 binding (`withDatabase`). */
    db: Database;
  };
}
