import { Hono } from "hono";
import { createGameInput, joinGameInput, listGamesQuery } from "../../shared/api-schemas";
import { PRACTICE_GAME_CODE } from "../../shared/constants";
import { serverNow } from "../clock.server";
import { database } from "../db/database.server";
import { callBingo } from "../games/call-bingo.server";
import { createGame } from "../games/create-game.server";
import { joinGame } from "../games/join-game.server";
import { preparePracticeGame } from "../games/practice-game.server";
import { listGames, readGame } from "../games/read-games.server";
import { gameNotFound } from "../games/refusals.server";
import { startGame } from "../games/start-game.server";
import { publishGameEvent } from "../realtime/publish.server";
import type { ApiEnv } from "./api-env";
import { gameCodeParam, parseInput, readJsonBody } from "./read-input";
import { requireAuth } from "./require-auth";

/** /api/v1/games (docs/api.md). */
export const gameRoutes = new Hono<ApiEnv>()
  .use(requireAuth)
  .get("/", async (c) => {
    const query = parseInput(listGamesQuery, c.req.query());
    return c.json(await listGames(database(c.env.DB), c.var.auth.uid, query));
  })
  .post("/", async (c) => {
    const input = await readJsonBody(c, createGameInput);
    // Nothing to publish: nobody can be connected to a game that did not exist.
    const game = await createGame(database(c.env.DB), c.var.auth.uid, input, serverNow(c.env));
    return c.json({ data: game }, 201);
  })
  .post("/join", async (c) => {
    const input = await readJsonBody(c, joinGameInput);
    if (input.code === PRACTICE_GAME_CODE) {
      // Made on first use, room made once full, a new round once won: the joiner always gets a live board.
      const changes = await preparePracticeGame(database(c.env.DB), c.var.auth.uid, serverNow(c.env));
      for (const change of changes) await publishGameEvent(c.env, PRACTICE_GAME_CODE, change);
    }
    const { game, event } = await joinGame(database(c.env.DB), c.var.auth.uid, input);
    if (event) await publishGameEvent(c.env, game.code, event);
    return c.json({ data: game });
  })
  .get("/:code", async (c) => {
    const code = gameCodeParam(c.req.param("code"), gameNotFound);
    return c.json({ data: await readGame(database(c.env.DB), c.var.auth.uid, code) });
  })
  .put("/:code/start-game", async (c) => {
    const code = gameCodeParam(c.req.param("code"), gameNotFound);
    const { game, event } = await startGame(database(c.env.DB), c.var.auth.uid, code);
    await publishGameEvent(c.env, game.code, event);
    return c.json({ data: game });
  })
  .put("/:code/call-bingo", async (c) => {
    const code = gameCodeParam(c.req.param("code"), gameNotFound);
    const { game, event } = await callBingo(database(c.env.DB), c.var.auth.uid, code);
    await publishGameEvent(c.env, game.code, event);
    return c.json({ data: game });
  });
