import { describe, expect, it } from "vitest";
import { PRACTICE_GAME_CODE } from "../shared/constants";
import { PRACTICE_GAME } from "../shared/practice-entries";
import { gameInvite } from "../workers/games/invite-preview.server";
import { createGame, gameInSetup, joinGame, newPerson } from "./support/api-client";
import { sql } from "./support/db-snapshot";
import { testEnv } from "./support/test-env";

// What /join/{code}/ shows before anyone signs in. Anyone with a code sees this, so it must be the
// game's name, how many are in, whether it is over, whether joining is locked and whether it has
// started: no more.
describe("the join link's view of a game", () => {
  it("is the name, the player count, whether it is over, locked or started, and nothing else", async () => {
    const { code } = await gameInSetup({ players: 2, entries: 3 });
    const invite = await gameInvite(testEnv.DB, code);
    expect(invite).toEqual({ name: expect.any(String), playerCount: 3, isOver: false, locked: false, inSetup: true });
    const [row] = await sql<{ name: string }>("SELECT name FROM games WHERE code = ?", code);
    expect(invite!.name).toBe(row!.name);
  });

  it("counts a game's creator alone as one player, and takes the code in any case", async () => {
    const { code } = await createGame(await newPerson(), { gameName: "Solo" });
    expect(await gameInvite(testEnv.DB, ` ${code.toLowerCase()} `)).toEqual({
      name: "Solo",
      playerCount: 1,
      isOver: false,
      locked: false,
      inSetup: true,
    });
  });

  it("says joining is locked while the host has locked it", async () => {
    const { code } = await gameInSetup({ players: 1, entries: 1 });
    await sql("UPDATE games SET join_locked = 1 WHERE code = ?", code);
    expect((await gameInvite(testEnv.DB, code))!.locked).toBe(true);
  });

  it("is null for an unknown code and for text that is no code at all", async () => {
    for (const code of ["ZZZZ2222", "", "x' OR '1'='1", "ABCDEFGH1"]) {
      expect(await gameInvite(testEnv.DB, code), code).toBeNull();
    }
  });

  it.each(["BINGO", "COMPLETE"])("says a game in %s is over", async (status) => {
    const { code } = await gameInSetup({ players: 1, entries: 1 });
    await sql("UPDATE games SET status = ? WHERE code = ?", status, code);
    expect(await gameInvite(testEnv.DB, code)).toMatchObject({ isOver: true, inSetup: false });
  });

  it("says a game in play has started", async () => {
    const { code } = await gameInSetup({ players: 1, entries: 1 });
    await sql("UPDATE games SET status = 'PLAY' WHERE code = ?", code);
    expect(await gameInvite(testEnv.DB, code)).toMatchObject({ isOver: false, inSetup: false });
  });

  it("names the practice game before its first player made it, and never calls it over", async () => {
    expect(await gameInvite(testEnv.DB, PRACTICE_GAME_CODE)).toEqual({ name: PRACTICE_GAME.name, playerCount: 0, isOver: false, locked: false, inSetup: false });
    await joinGame(await newPerson(), PRACTICE_GAME_CODE, "Robin");
    await sql("UPDATE games SET status = 'BINGO' WHERE code = ?", PRACTICE_GAME_CODE);
    // A join after a win starts a new round, so the game is not over for a newcomer. The
    // players are Robin and the house player who wrote the entries.
    expect(await gameInvite(testEnv.DB, "testing")).toEqual({ name: PRACTICE_GAME.name, playerCount: 2, isOver: false, locked: false, inSetup: false });
  });
});
