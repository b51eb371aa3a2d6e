import { Hono } from "hono";
import { addEntryInput, editEntryInput, markEntryInput } from "../../shared/api-schemas";
import { addEntry } from "../games/add-entry.server";
import { deleteEntry } from "../games/delete-entry.server";
import { editEntry } from "../games/edit-entry.server";
import { listEntries } from "../games/list-entries.server";
import { markEntry } from "../games/mark-entry.server";
import type { ApiEnv } from "./api-env";
import { publishAndAnswer } from "./publish-and-answer";
import { entryIdParam, gameCodeParam, readJsonBody } from "./read-input";
import { requireAuth } from "./require-auth";

/** /api/v1/entries (docs/api.md). Changes answer with the entry and the game version they made. */
export const entryRoutes = new Hono<ApiEnv>()
  .use(requireAuth)
  .get("/", async (c) => {
    const code = gameCodeParam(c.req.query("game"), "game");
    return c.json({ data: await listEntries(c.var.db, c.var.auth.uid, code) });
  })
  .post("/", async (c) => {
    const input = await readJsonBody(c, addEntryInput);
    return publishAndAnswer(c, addEntry(c.var.db, c.var.auth.uid, input), 201);
  })
  .put("/:id", async (c) => {
    const id = entryIdParam(c.req.param("id"));
    const { isMarked, basedOnVersion } = await readJsonBody(c, markEntryInput);
    return publishAndAnswer(c, markEntry(c.var.db, c.var.auth.uid, id, isMarked, basedOnVersion));
  })
  .patch("/:id", async (c) => {
    const id = entryIdParam(c.req.param("id"));
    const { text } = await readJsonBody(c, editEntryInput);
    return publishAndAnswer(c, editEntry(c.var.db, c.var.auth.uid, id, text));
  })
  .delete("/:id", async (c) => {
    const id = entryIdParam(c.req.param("id"));
    return publishAndAnswer(c, deleteEntry(c.var.db, c.var.auth.uid, id));
  });
