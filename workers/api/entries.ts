import { Hono } from "hono";
import { addEntryInput, editEntryInput, markEntryInput } from "../../shared/api-schemas";
import type { ApiEnv } from "./api-env";
import { answerChange, gameCodeOfEntry, runRead } from "./game-commands";
import { entryIdParam, gameCodeParam, readJsonBody } from "./read-input";
import { requireAuth } from "./require-auth";

/**
 * /api/v1/entries (docs/api.md). Changes answer with the entry and the game version they made.
 * An entry's game is found from its id (game-commands.ts), so a mark goes straight to its room.
 */
export const entryRoutes = new Hono<ApiEnv>()
  .use(requireAuth)
  .get("/", async (c) => {
    const code = gameCodeParam(c.req.query("game"), "game");
    return c.json({ data: await runRead(c, code, "listEntries", [c.var.auth.uid, code]) });
  })
  .post("/", async (c) => {
    const input = await readJsonBody(c, addEntryInput);
    return answerChange(c, input.gameCode, "addEntry", [c.var.auth.uid, input], 201);
  })
  .put("/:id", async (c) => {
    const id = entryIdParam(c.req.param("id"));
    const { isMarked, basedOnVersion } = await readJsonBody(c, markEntryInput);
    return answerChange(c, await gameCodeOfEntry(c, id), "markEntry", [c.var.auth.uid, id, isMarked, basedOnVersion]);
  })
  .patch("/:id", async (c) => {
    const id = entryIdParam(c.req.param("id"));
    const { text } = await readJsonBody(c, editEntryInput);
    return answerChange(c, await gameCodeOfEntry(c, id), "editEntry", [c.var.auth.uid, id, text]);
  })
  .delete("/:id", async (c) => {
    const id = entryIdParam(c.req.param("id"));
    return answerChange(c, await gameCodeOfEntry(c, id), "deleteEntry", [c.var.auth.uid, id]);
  });
