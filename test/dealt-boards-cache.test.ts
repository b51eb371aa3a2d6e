import { describe, expect, it } from "vitest";
import type { Entry } from "../shared/api-types";
import { oneAwayPlayerIds } from "../shared/one-away";
import { isPayloadMessage, type RealtimePayloadMessage } from "../shared/realtime-messages";
import { WINNING_LINES } from "../shared/winning-lines";
import { gameInPlay, joinGame, newPerson, readGame, send, type Person } from "./support/api-client";
import { connectMember } from "./support/game-socket";
import { sqlInGame } from "./support/db-snapshot";

/**
 * A mark's one-away check reuses the boards it read before while
 * `games.boards_version` says they are the same (docs/decisions/017). These tests change the
 * boards behind the Worker's back, by every kind of write to players, and check that no mark
 * is ever judged on boards that are gone.
 */

const boardsVersion = async (code: string) =>
  (await sqlInGame<{ v: number }>(code, "SELECT boards_version AS v FROM games WHERE code = ?", code))[0]!.v;

const dealtBoards = async (code: string) =>
  (
    await sqlInGame<{ id: number; board: string }>(
      code,
      `SELECT p.id, p.board_entries AS board FROM players p JOIN games g ON g.id = p.game_id
       WHERE g.code = ? AND p.board_entries IS NOT NULL AND p.removed_at IS NULL ORDER BY p.id`,
      code,
    )
  ).map(({ id, board }) => ({ id, boardEntries: JSON.parse(board) as number[] }));

async function markAndHearOneAway(by: Person, listener: Awaited<ReturnType<typeof connectMember>>, entryId: number) {
  const reply = await send<{ data: Entry; version: number }>(by, "PUT", `/entries/${entryId}`, { isMarked: true });
  expect(reply.status).toBe(200);
  const message = (await listener.nextMatching(
    (candidate) => isPayloadMessage(candidate) && candidate.version === reply.body.version,
  )) as RealtimePayloadMessage;
  return message.data.oneAwayPlayerIds;
}

describe("the boards a mark's one-away check reuses", () => {
  it("are read again after any write to a game's dealt boards, never before", async () => {
    const { creator, code } = await gameInPlay({ players: 2, entries: 30 });
    const [firstId, secondId] = (await readGame(creator, code)).players.map((player) => player.id);
    const entryIds = (await readGame(creator, code)).players.find((player) => player.boardEntries)!.boardEntries!;
    const afterStart = await boardsVersion(code);
    expect(afterStart).toBeGreaterThan(0);

    // Marks do not touch the boards.
    await send(creator, "PUT", `/entries/${entryIds[0]}`, { isMarked: true });
    expect(await boardsVersion(code)).toBe(afterStart);

    // A late joiner is dealt a board; a board is rewritten; a player is removed; a row deleted.
    await joinGame(await newPerson(), code, "Late Lucy");
    const afterJoin = await boardsVersion(code);
    expect(afterJoin).toBeGreaterThan(afterStart);
    await sqlInGame(code, "UPDATE players SET board_entries = board_entries WHERE id = ?", firstId);
    const afterRewrite = await boardsVersion(code);
    expect(afterRewrite).toBeGreaterThan(afterJoin);
    await sqlInGame(code, "UPDATE players SET removed_at = 1 WHERE id = ?", secondId);
    const afterRemoval = await boardsVersion(code);
    expect(afterRemoval).toBeGreaterThan(afterRewrite);
    await sqlInGame(code, "DELETE FROM players WHERE id = ?", secondId);
    expect(await boardsVersion(code)).toBeGreaterThan(afterRemoval);
  });

  it("never judge a mark on a board that changed since the Worker last read it", async () => {
    const { creator, players, code } = await gameInPlay({ players: 2, entries: 24 });
    const [bob] = players as [Person, Person];
    const listener = await connectMember(creator, code);
    const boards = await dealtBoards(code);
    const [, bobsBoard] = [boards[0]!, boards[1]!];
    const marked = new Set<number>();

    // Three marks spread over Bob's board: the Worker now holds this game's boards.
    for (const position of [1, 8, 17]) {
      const entryId = bobsBoard.boardEntries[position]!;
      marked.add(entryId);
      expect(await markAndHearOneAway(bob, listener, entryId)).toEqual(oneAwayPlayerIds(boards, marked));
    }

    // Behind the Worker's back, Bob's board changes: its top row gets the three marked
    // entries and two unmarked ones, so the next mark makes him one away on the new board.
    const third = bobsBoard.boardEntries.find((id) => !marked.has(id))!;
    const topRow = [...marked, third, bobsBoard.boardEntries.find((id) => !marked.has(id) && id !== third)!];
    const others = bobsBoard.boardEntries.filter((id) => !topRow.includes(id));
    const newBoard = bobsBoard.boardEntries.map(() => 0);
    WINNING_LINES[0]!.forEach((position, index) => (newBoard[position] = topRow[index]!));
    for (let position = 0, next = 0; position < newBoard.length; position += 1) {
      if (!WINNING_LINES[0]!.includes(position)) newBoard[position] = others[next++]!;
    }
    await sqlInGame(code, "UPDATE players SET board_entries = ? WHERE id = ?", JSON.stringify(newBoard), bobsBoard.id);
    const changedBoards = await dealtBoards(code);
    marked.add(third);
    // Meaningful only if the old boards would say otherwise.
    expect(oneAwayPlayerIds(boards, marked)).not.toEqual(oneAwayPlayerIds(changedBoards, marked));

    const oneAway = await markAndHearOneAway(bob, listener, third);
    expect(oneAway).toEqual(oneAwayPlayerIds(changedBoards, marked));
    expect(oneAway).toContain(bobsBoard.id);
    listener.close();
  });
});
