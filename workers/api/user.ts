import { Hono } from "hono";
import { mergeUserInput } from "../../shared/api-schemas";
import { refusal } from "../../shared/refusal";
import { authConfigFromEnv } from "../auth/auth-config.server";
import {
  CLOCK_TOLERANCE_SECONDS,
  InvalidIdTokenError,
  KeySourceUnavailableError,
  verifyFirebaseIdToken,
} from "../auth/firebase-id-token.server";
import { serverNow } from "../clock.server";
import { ensureUser, userDetails } from "../users/users.server";
import { changeAccount } from "./account-changes";
import type { ApiEnv } from "./api-env";
import { publishAllAndAnswer } from "./publish-and-answer";
import { readJsonBody } from "./read-input";
import { requireRecentSignIn } from "./recent-sign-in";
import { requireAuth } from "./require-auth";

/** /api/v1/user (docs/api.md). */
// requireAuth per route, not for the whole path: a wrong method on a known path stays a 404.
export const userRoutes = new Hono<ApiEnv>()
  .get("/load-details", requireAuth, async (c) => {
    const user = await ensureUser(c.var.db, c.var.auth.uid);
    return c.json({ data: await userDetails(c.var.db, user, serverNow(c.env)) });
  })
  .post("/merge", requireAuth, async (c) => {
    const { anonymousToken } = await readJsonBody(c, mergeUserInput);
    // requireAuth has already checked the config; the guest's token is checked the same way.
    let source;
    try {
      source = await verifyFirebaseIdToken(anonymousToken, authConfigFromEnv(c.env));
    } catch (error) {
      if (error instanceof InvalidIdTokenError) throw refusal("mergeTokenInvalid");
      if (error instanceof KeySourceUnavailableError) throw refusal("authUnavailable");
      throw error;
    }
    if (!source.isAnonymous) throw refusal("mergeSourceNotAnonymous");
    const now = serverNow(c.env);
    requireRecentSignIn(c.var.auth, now);
    // A guest token from before the account existed is no guest of this person's sign-in
    // (one copied long ago, say): a guest that signs in keeps a fresh one (guest-merge.client.ts).
    const account = await ensureUser(c.var.db, c.var.auth.uid);
    if (source.issuedAt + CLOCK_TOLERANCE_SECONDS < account.createdAt / 1000) throw refusal("mergeTokenOlderThanAccount");
    // The merge's time goes with its job: a room or D1 running it later tells the same moment.
    return publishAllAndAnswer(c, changeAccount(c, "mergeUsers", source.uid, [source.uid, c.var.auth.uid, now], account));
  })
  .delete("/", requireAuth, async (c) => {
    const now = serverNow(c.env);
    requireRecentSignIn(c.var.auth, now);
    return publishAllAndAnswer(c, changeAccount(c, "deleteAccount", c.var.auth.uid, [c.var.auth.uid, now]));
  });
