import { Hono } from "hono";
import { serverNow } from "../clock.server";
import { database } from "../db/database.server";
import { ensureUser, userDetails } from "../users/users.server";
import type { ApiEnv } from "./api-env";
import { requireAuth } from "./require-auth";

export const userRoutes = new Hono<ApiEnv>().get("/load-details", requireAuth, async (c) => {
  const db = database(c.env.DB);
  const user = await ensureUser(db, c.var.auth.uid);
  return c.json({ data: await userDetails(db, user, serverNow(c.env)) });
});
