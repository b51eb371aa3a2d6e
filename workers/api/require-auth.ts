import { createMiddleware } from "hono/factory";
import { UnsafeAuthConfigError, authConfigFromEnv } from "../auth/auth-config.server";
import {
  InvalidIdTokenError,
  KeySourceUnavailableError,
  verifyFirebaseIdToken,
} from "../auth/firebase-id-token.server";
import type { ApiEnv } from "./api-env";
import { REFUSAL_MESSAGES as say } from "../../shared/refusal-messages";
import { refuse } from "../../shared/refusal";

const unauthenticated = () =>
  refuse("unauthenticated", "UNAUTHENTICATED", "authorization", say.unauthenticated);

const BEARER = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*)$/;

/** Verifies the Firebase ID token and puts the caller on `c.var.auth`. */
export const requireAuth = createMiddleware<ApiEnv>(async (c, next) => {
  let config;
  try {
    config = authConfigFromEnv(c.env);
  } catch (error) {
    if (!(error instanceof UnsafeAuthConfigError)) throw error;
    console.error("auth refused:", error.message);
    throw refuse("unavailable", "AUTH_MISCONFIGURED", "authorization", say.authMisconfigured);
  }

  const match = BEARER.exec(c.req.header("Authorization") ?? "");
  if (!match) throw unauthenticated();

  try {
    c.set("auth", await verifyFirebaseIdToken(match[1]!, config));
  } catch (error) {
    if (error instanceof InvalidIdTokenError) throw unauthenticated();
    if (error instanceof KeySourceUnavailableError) {
      throw refuse("unavailable", "AUTH_UNAVAILABLE", "authorization", say.authUnavailable);
    }
    throw error;
  }
  await next();
});
