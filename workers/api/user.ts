import { Hono } from "hono";
import { serverNow } from "../clock.server";
import { ensureUser, userDetails } from "../users/users.server";
import type { ApiEnv } from "./api-env";
import { requireAuth } from "./require-auth";

export const userRoutes = new Hono<ApiEnv>().get("/load-details", requireAuth, async (c) => {
  const user = await ensureUser(c.var.db, c.var.auth.uid);
  return c.json({ data: await userDetails(c.var.db, user, serverNow(c.env)) });
});
