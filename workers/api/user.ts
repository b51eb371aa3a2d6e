import { Hono } from "hono";
import { mergeUserInput } from "../../shared/api-schemas";
import { refusal } from "../../shared/refusal";
import { authConfigFromEnv } from "../auth/auth-config.server";
import {
  InvalidIdTokenError,
  KeySourceUnavailableError,
  verifyFirebaseIdToken,
} from "../auth/firebase-id-token.server";
import { serverNow } from "../clock.server";
import { deleteAccount } from "../games/delete-account.server";
import { mergeUsers } from "../games/merge-users.server";
import { ensureUser, userDetails } from "../users/users.server";
import type { ApiEnv } from "./api-env";
import { publishAllAndAnswer } from "./publish-and-answer";
import { readJsonBody } from "./read-input";
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
    return publishAllAndAnswer(c, mergeUsers(c.var.db, source.uid, c.var.auth.uid));
  })
  .delete("/", requireAuth, async (c) => publishAllAndAnswer(c, deleteAccount(c.var.db, c.var.auth.uid, serverNow(c.env))));
