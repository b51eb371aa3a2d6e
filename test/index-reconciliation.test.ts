import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { WINNING_LINES } from "../shared/winning-lines";
import { boardOf, gameInPlay, mark, send, type Person } from "./support/api-client";
import { d1Index, giveRoomD1, roomOf, staleMembershipInD1 } from "./support/room-d1";
import { testEnv } from "./support/test-env";

/**
 * The room's periodic comparison of D1's index with its game (docs/decisions/027,
 * "reconciliation"): what D1 lost or keeps wrongly is written again in full, and what is merely
 * behind by design is left alone, so its log line means something.
 */

/** The real D1, with every statement the room sends it kept: what the comparison wrote, if anything. */
function watchedD1() {
  const sent: string[] = [];
  const d1 = {
    prepare: (query: string) => {
      sent.push(query);
      return testEnv.DB.prepare(query);
    },
    batch: (statements: D1PreparedStatement[]) => testEnv.DB.batch(statements),
  };
  return { d1, writes: () => sent.filter((query) => !/^\s*SELECT\b/i.test(query)) };
}

const fullWriteAsked = (code: string) =>
  runInDurableObject(roomOf(code), (_instance, state) =>
    state.storage.sql.exec("SELECT 1 FROM room_facts WHERE fact = 'index-full-write-next'").toArray().length,
  );

/**
 * The room's comparison, run now: it reads D1 and finds nothing to repair. No full write of every
 * membership is asked for, nothing is written, and D1's index stays as it was.
 */
async function expectNothingRepaired(code: string): Promise<void> {
  const room = roomOf(code);
  const before = await d1Index(code);
  const watched = watchedD1();
  await giveRoomD1(room, watched.d1);
  expect(await runDurableObjectAlarm(room)).toBe(true);
  expect(watched.writes()).toEqual([]);
  expect(await fullWriteAsked(code)).toBe(0);
  expect(await d1Index(code)).toEqual(before);
}

describe("the room's comparison of D1's index with its game", () => {
  it("finds nothing to repair in a game marked since its last write to D1: a mark moves nothing D1 keeps", async () => {
    const { creator, code } = await gameInPlay({ players: 1 });
    const room = roomOf(code);
    await room.writeIndexNow();
    const board = await boardOf(creator, code);
    await mark(creator, board[0]!);
    await mark(creator, board[1]!);
    // No full write of every membership for two marks.
    await expectNothingRepaired(code);
  });

  it("finds nothing to repair in a game won: D1 keeps its places with their names, as the delivery wrote them", async () => {
    const { players, code } = await gameInPlay({ players: 1 });
    const [player] = players as [Person];
    const board = await boardOf(player, code);
    for (const position of WINNING_LINES[0]!) await mark(player, board[position]!);
    expect((await send(player, "PUT", `/games/${code}/call-bingo`)).status).toBe(200);
    await roomOf(code).writeIndexNow();
    await expectNothingRepaired(code);
  });

  it("writes again a membership D1 lost, and removes one D1 keeps of someone not in the game", async () => {
    const { code } = await gameInPlay({ players: 2 });
    const room = roomOf(code);
    await room.writeIndexNow();
    await testEnv.DB.prepare(
      "DELETE FROM players WHERE game_id = (SELECT id FROM games WHERE code = ?) AND screen_name = 'Player 1'",
    )
      .bind(code)
      .run();
    await staleMembershipInD1(code, "Stranger", "STRAN234");

    expect(await runDurableObjectAlarm(room)).toBe(true);
    expect((await d1Index(code)).players.map((player) => player.name)).toEqual(["Creator", "Player 1", "Player 2"]);
    expect(await fullWriteAsked(code)).toBe(0);
  });
});
