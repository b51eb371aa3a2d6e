import { createMiddleware } from "hono/factory";
import { UnsafeAuthConfigError, authConfigFromEnv } from "../auth/auth-config.server";
import {
  InvalidIdTokenError,
  KeySourceUnavailableError,
  verifyFirebaseIdToken,
} from "../auth/firebase-id-token.server";
import type { ApiEnv } from "./api-env";
import { refusal } from "../../shared/refusal";

const BEARER = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*)$/;

/** Verifies the Firebase ID token and puts the caller on `c.var.auth`. */
export const requireAuth = createMiddleware<ApiEnv>(async (c, next) => {
  // Already verified for this request (a rate limit needed the caller first).
  if (c.get("auth")) return next();
  let config;
  try {
    config = authConfigFromEnv(c.env);
  } catch (error) {
    if (!(error instanceof UnsafeAuthConfigError)) throw error;
    console.error("auth refused:", error.message);
    throw refusal("authMisconfigured");
  }

  const match = BEARER.exec(c.req.header("Authorization") ?? "");
  if (!match) throw refusal("unauthenticated");

  try {
    c.set("auth", await verifyFirebaseIdToken(match[1]!, config));
  } catch (error) {
    if (error instanceof InvalidIdTokenError) throw refusal("unauthenticated");
    if (error instanceof KeySourceUnavailableError) {
      throw refusal("authUnavailable");
    }
    throw error;
  }
  await next();
});
