import { Hono } from "hono";
import type { FamilyRecord } from "../../shared/api-types";
import { playAgainInput } from "../../shared/api-schemas";
import { nextYearName } from "../../shared/next-year-name";
import { serverNow } from "../clock.server";
import { createGame, FreeGamesSpent } from "../games/create-game.server";
import { chainOf, playedAgainLinks } from "../games/game-chain.server";
import { changeInRoom, holdGame } from "../realtime/game-rooms.server";
import type { ApiEnv } from "./api-env";
import { runRead } from "./game-commands";
import { freeGameAllowance, secondsToNextDay } from "./rate-limits/free-games-per-ip.server";
import { rateLimitedResponse } from "./rate-limits/rate-limit";
import { gameCodeParam, readJsonBody } from "./read-input";
import { requireAuth } from "./require-auth";

/**
 * Year after year (docs/decisions/031, docs/api.md): a finished game played again as next
 * year's, the links between the two, and the family record of the whole chain.
 */
export const playedAgainRoutes = new Hono<ApiEnv>()
  .use(requireAuth)
  .post("/:code/play-again", async (c) => {
    const code = gameCodeParam(c.req.param("code"));
    const { seed } = await readJsonBody(c, playAgainInput);
    const now = serverNow(c.env);
    // The host of a finished game, in its room; then a creation like any other, paywall and all.
    const old = await runRead(c, code, "playAgainMaterial", [c.var.auth.uid, code, seed]);
    const input = {
      screenName: old.hostName,
      gameName: nextYearName(old.name, new Date(old.createdAt).getUTCFullYear()),
      description: old.description,
      boardSize: old.boardSize,
      // Last year's rules: the pattern and places of the round it ended on.
      pattern: old.pattern,
      places: old.places,
    };
    try {
      const game = await createGame(c.var.db, c.var.auth.uid, input, now, await freeGameAllowance(c, now), { gameCode: code, seed });
      // Its room brings it in and takes last year's predictions before anyone can open it.
      await holdGame(c.env, game.code);
      await changeInRoom(c.env, game.code, "seedEntries", [c.var.auth.uid, game.code, old.entries]);
      return c.json({ data: game }, 201);
    } catch (error) {
      if (error instanceof FreeGamesSpent) return rateLimitedResponse(c.req.raw, secondsToNextDay(now));
      throw error;
    }
  })
  .get("/:code/played-again", async (c) => {
    const code = gameCodeParam(c.req.param("code"));
    return c.json({ data: await playedAgainLinks(c.var.db, c.var.auth.uid, code) });
  })
  .get("/:code/record", async (c) => {
    const code = gameCodeParam(c.req.param("code"));
    const games = await chainOf(c.var.db, c.var.auth.uid, code);
    const records = await Promise.all(games.map((game) => runRead(c, game.code, "recordOfGame", [game.code])));
    // One row per account across the years, under the name they last played under.
    // A printed card nobody claimed is known by the name on it ("Grandma"), year after year.
    const people = new Map<number | string, FamilyRecord["people"][number]>();
    records.forEach((record, year) => {
      const rows = [...record.people.map((row) => ({ key: row.userId as number | string, ...row })), ...record.seats.map((row) => ({ key: `card:${row.name}`, ...row }))];
      for (const { key, name, cameTrue, bingos, places } of rows) {
        const person = people.get(key) ?? { name, years: games.map(() => null) };
        person.name = name;
        person.years[year] = { cameTrue, bingos, places };
        people.set(key, person);
      }
    });
    const data: FamilyRecord = { games, people: [...people.values()].sort(byScoreThenName) };
    return c.json({ data });
  });

type Person = FamilyRecord["people"][number];
const score = (person: Person) => person.years.reduce((sum, year) => sum + (year ? year.cameTrue.length + year.bingos : 0), 0);
const byScoreThenName = (a: Person, b: Person) => score(b) - score(a) || a.name.localeCompare(b.name);
