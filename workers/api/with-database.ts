import { createMiddleware } from "hono/factory";
import { database } from "../db/database.server";
import type { ApiEnv } from "./api-env";

/** Puts the database on `c.var.db` for every handler (one instance per binding, not per request). */
export const withDatabase = createMiddleware<ApiEnv>(async (c, next) => {
  c.set("db", database(c.env.DB));
  await next();
});
