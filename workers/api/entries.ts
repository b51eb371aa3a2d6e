import { Hono } from "hono";
import { addEntryInput, markEntryInput } from "../../shared/api-schemas";
import { database } from "../db/database.server";
import { addEntry } from "../games/add-entry.server";
import { deleteEntry } from "../games/delete-entry.server";
import { listEntries } from "../games/list-entries.server";
import { markEntry } from "../games/mark-entry.server";
import { entryNotFound, gameNotFound } from "../games/refusals.server";
import { publishGameEvent } from "../realtime/publish.server";
import type { ApiEnv } from "./api-env";
import { entryIdParam, gameCodeParam, readJsonBody } from "./read-input";
import { requireAuth } from "./require-auth";

/** /api/v1/entries (docs/api.md). Changes answer with the entry and the game version they made. */
export const entryRoutes = new Hono<ApiEnv>()
  .use(requireAuth)
  .get("/", async (c) => {
    const code = gameCodeParam(c.req.query("game"), () => gameNotFound("game"));
    return c.json({ data: await listEntries(database(c.env.DB), c.var.auth.uid, code) });
  })
  .post("/", async (c) => {
    const input = await readJsonBody(c, addEntryInput);
    const { entry, version, event } = await addEntry(database(c.env.DB), c.var.auth.uid, input);
    await publishGameEvent(c.env, entry.gameCode, event);
    return c.json({ data: entry, version }, 201);
  })
  .put("/:id", async (c) => {
    const id = entryIdParam(c.req.param("id"), entryNotFound);
    const { isMarked } = await readJsonBody(c, markEntryInput);
    const { entry, version, event } = await markEntry(
      database(c.env.DB),
      c.var.auth.uid,
      id,
      isMarked,
    );
    await publishGameEvent(c.env, entry.gameCode, event);
    return c.json({ data: entry, version });
  })
  .delete("/:id", async (c) => {
    const id = entryIdParam(c.req.param("id"), entryNotFound);
    const { entry, version, event } = await deleteEntry(database(c.env.DB), c.var.auth.uid, id);
    await publishGameEvent(c.env, entry.gameCode, event);
    return c.json({ data: entry, version });
  });
