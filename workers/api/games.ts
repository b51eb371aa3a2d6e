import { Hono } from "hono";
import {
  createGameInput,
  handOverHostInput,
  joinGameInput,
  listGamesQuery,
  readGameQuery,
  lockGameInput,
  nextRoundInput,
  createSeatsInput,
  claimSeatInput,
} from "../../shared/api-schemas";
import { serverNow } from "../clock.server";
import { createGame, FreeGamesSpent } from "../games/create-game.server";
import { freeGameAllowance, secondsToNextDay } from "./rate-limits/free-games-per-ip.server";
import { rateLimitedResponse } from "./rate-limits/rate-limit";
import { readHostSeat, takeOverChance, takeOverHost } from "../games/host-role.server";
import { listGames } from "../games/read-games.server";
import { holdGame, presenceReport, takeOverChanceInRoom, takeOverInRoom } from "../realtime/game-rooms.server";
import type { ApiEnv } from "./api-env";
import { answerChange, roomHoldsGame, runChange, runRead } from "./game-commands";
import { publishAndAnswer } from "./publish-and-answer";
import { gameCodeParam, parseInput, playerCodeParam, readJsonBody, seatIdParam } from "./read-input";
import { requireAuth } from "./require-auth";

/** /api/v1/games (docs/api.md). */
export const gameRoutes = new Hono<ApiEnv>()
  .use(requireAuth)
  .get("/", async (c) => {
    const query = parseInput(listGamesQuery, c.req.query());
    return c.json(await listGames(c.var.db, c.var.auth.uid, query));
  })
  .post("/", async (c) => {
    const input = await readJsonBody(c, createGameInput);
    const now = serverNow(c.env);
    try {
      // Nothing to publish: nobody can be connected to a game that did not exist.
      const game = await createGame(c.var.db, c.var.auth.uid, input, now, await freeGameAllowance(c, now));
      // Its room brings it in now, so the creator's first call finds it there (docs/decisions/020).
      if (roomHoldsGame(game.code)) c.executionCtx.waitUntil(holdGame(c.env, game.code));
      return c.json({ data: game }, 201);
    } catch (error) {
      if (error instanceof FreeGamesSpent) return rateLimitedResponse(c.req.raw, secondsToNextDay(now));
      throw error;
    }
  })
  .post("/join", async (c) => {
    const input = await readJsonBody(c, joinGameInput);
    // The answer is what the game's screen reads first, in GET /games/{code}'s order (the
    // game, then its entries), so a phone that has just joined needs no second and third
    // round trip before it shows the board (docs/api.md).
    // In a room that holds the game, one call to it and none to D1 (docs/decisions/034).
    const { data } = await runChange(c, input.code, "joinGame", [c.var.auth.uid, input, serverNow(c.env)]);
    // The socket's ticket too, from a room that holds the game: the phone goes live without asking for one.
    return c.json({ data: data.game, entries: data.entries, ...(data.socketTicket ? { socketTicket: data.socketTicket } : {}) });
  })
  .get("/:code", async (c) => {
    const code = gameCodeParam(c.req.param("code"));
    // Said twice is not said once: every value is checked, not only the first.
    const asked = c.req.queries("with") ?? [];
    if (parseInput(readGameQuery, { with: asked.length > 1 ? asked : asked[0] }).with !== "entries") {
      return c.json({ data: await runRead(c, code, "readGame", [c.var.auth.uid, code]) });
    }
    // A screen's read of the game and its entries, in one round trip (docs/decisions/046).
    const { game, entries } = await runRead(c, code, "readGameWithEntries", [c.var.auth.uid, code]);
    return c.json({ data: game, entries });
  })
  .put("/:code/start-game", async (c) => {
    const code = gameCodeParam(c.req.param("code"));
    return answerChange(c, code, "startGame", [c.var.auth.uid, code]);
  })
  .put("/:code/call-bingo", async (c) => {
    const code = gameCodeParam(c.req.param("code"));
    return answerChange(c, code, "callBingo", [c.var.auth.uid, code]);
  })
  .post("/:code/rounds", async (c) => {
    const code = gameCodeParam(c.req.param("code"));
    const input = await readJsonBody(c, nextRoundInput);
    return answerChange(c, code, "startNextRound", [c.var.auth.uid, code, input, serverNow(c.env)]);
  })
  // The host's controls and the host role (docs/decisions/015-host-continuity.md).
  .post("/:code/host", async (c) => {
    const code = gameCodeParam(c.req.param("code"));
    const { playerCode } = await readJsonBody(c, handOverHostInput);
    return answerChange(c, code, "handOverHost", [c.var.auth.uid, code, playerCode, serverNow(c.env)]);
  })
  .get("/:code/host/take-over", async (c) => {
    const code = gameCodeParam(c.req.param("code"));
    if (roomHoldsGame(code)) {
      return c.json({ data: await takeOverChanceInRoom(c.env, code, c.var.auth.uid, serverNow(c.env, c.req.raw)) });
    }
    const { me, host } = await readHostSeat(c.var.db, c.var.auth.uid, code);
    if (!host || host.id === me.id) return c.json({ data: { allowed: false, inMs: null } });
    const away = me.isOwner ? null : await presenceReport(c.env, code, host.code);
    const { allowed, inMs } = takeOverChance(me, away, serverNow(c.env, c.req.raw));
    return c.json({ data: { allowed, inMs } });
  })
  .post("/:code/host/take-over", async (c) => {
    const code = gameCodeParam(c.req.param("code"));
    if (roomHoldsGame(code)) {
      return c.json({ data: await takeOverInRoom(c.env, code, c.var.auth.uid, serverNow(c.env, c.req.raw)) });
    }
    const report = (hostCode: string) => presenceReport(c.env, code, hostCode);
    return publishAndAnswer(c, takeOverHost(c.var.db, c.var.auth.uid, code, report, serverNow(c.env, c.req.raw)));
  })
  .put("/:code/lock", async (c) => {
    const code = gameCodeParam(c.req.param("code"));
    const { locked } = await readJsonBody(c, lockGameInput);
    return answerChange(c, code, "setJoinLocked", [c.var.auth.uid, code, locked]);
  })
  .put("/:code/end", async (c) => {
    const code = gameCodeParam(c.req.param("code"));
    return answerChange(c, code, "endGame", [c.var.auth.uid, code]);
  })
  .delete("/:code/players/:playerCode", async (c) => {
    const code = gameCodeParam(c.req.param("code"));
    const playerCode = playerCodeParam(c.req.param("playerCode"));
    return answerChange(c, code, "removePlayer", [c.var.auth.uid, code, playerCode, serverNow(c.env)]);
  })
  // Paper seats (docs/decisions/032-paper-seats.md): the host prints cards, confirms a card's
  // Bingo; whoever scans a card's QR code claims it.
  .post("/:code/seats", async (c) => {
    const code = gameCodeParam(c.req.param("code"));
    const { names } = await readJsonBody(c, createSeatsInput);
    return answerChange(c, code, "createSeats", [c.var.auth.uid, code, names], 201);
  })
  .put("/:code/seats/:seatId/bingo", async (c) => {
    const code = gameCodeParam(c.req.param("code"));
    const seatId = seatIdParam(c.req.param("seatId"));
    return answerChange(c, code, "confirmSeatBingo", [c.var.auth.uid, code, seatId, serverNow(c.env)]);
  })
  .post("/:code/seats/:seatId/claim", async (c) => {
    const code = gameCodeParam(c.req.param("code"));
    const seatId = seatIdParam(c.req.param("seatId"));
    const { token } = await readJsonBody(c, claimSeatInput);
    // A newcomer joins under the card's name, with no call to D1, as a join does (docs/decisions/034).
    const { data } = await runChange(c, code, "claimSeat", [c.var.auth.uid, code, seatId, token, serverNow(c.env)]);
    return c.json({ data });
  });
