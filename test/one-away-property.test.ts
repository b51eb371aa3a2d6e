import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Entry } from "../shared/api-types";
import { BOARD_ENTRY_COUNT } from "../shared/constants";
import { oneAwayPlayerIds } from "../shared/one-away";
import { isPayloadMessage, type RealtimePayloadMessage } from "../shared/realtime-messages";
import { WINNING_LINES } from "../shared/winning-lines";
import { gameInPlay, readGame, send } from "./support/api-client";
import { sqlInGame } from "./support/db-snapshot";
import { connectMember } from "./support/game-socket";

/**
 * One away, as the server works it out (workers/games/one-away-queries.server.ts)
 * against the client's rule in shared/one-away.ts, over random games: any boards, any marks,
 * players removed or without a board. Each case is written straight into D1, then one real
 * mark goes through PUT /entries/{id}: its message and the game's GET must name exactly the
 * players the rule finds one away, as of that mark's version.
 */

const PLAYERS = 6;
const POOL = 30;
// Each run is a mark and a read on workerd and D1: a few dozen keep the suite quick.
const RUNS = 30;

interface Seat {
  board: number[] | null;
  removed: boolean;
}

/** A case for the game's entry ids and its players: boards, removals, marks, and the mark sent. */
function gameCase(entryIds: number[], playerIds: number[]) {
  const board = fc.shuffledSubarray(entryIds, { minLength: BOARD_ENTRY_COUNT, maxLength: BOARD_ENTRY_COUNT });
  // The creator (first) sends the mark, so stays in the game; the others may be gone or undealt.
  const seat = (index: number) =>
    index === 0
      ? board.map((dealt): Seat => ({ board: dealt, removed: false }))
      : fc.record({ board: fc.option(board, { freq: 5 }), removed: fc.boolean() });
  return fc.record({
    seats: fc.tuple(...playerIds.map((_, index) => seat(index))),
    // Sparse to dense, so boards near a line, and with a full one, come up often.
    marked: fc.oneof(fc.subarray(entryIds, { maxLength: 10 }), fc.subarray(entryIds, { minLength: 12 })),
    change: fc.record({ entryId: fc.constantFrom(...entryIds), isMarked: fc.boolean() }),
  });
}

/** Writes the case into the game's record as it is: what the game would hold after any play. */
async function writeCase(code: string, gameId: number, playerIds: number[], creatorId: number, seats: Seat[], marked: number[]) {
  const now = Date.now();
  for (const [index, id] of playerIds.entries()) {
    await sqlInGame(
      code,
      "UPDATE players SET board_entries = ?, removed_at = ? WHERE id = ?",
      seats[index]!.board ? JSON.stringify(seats[index]!.board) : null,
      seats[index]!.removed ? now : null,
      id,
    );
  }
  await sqlInGame(
    code,
    `UPDATE entries SET is_marked = id IN (SELECT value FROM json_each(?1)),
       marked_by = CASE WHEN id IN (SELECT value FROM json_each(?1)) THEN ?2 END,
       marked_at = CASE WHEN id IN (SELECT value FROM json_each(?1)) THEN ?3 END,
       mark_changed_version = NULL, mark_changed_by = NULL
     WHERE game_id = ?4`,
    JSON.stringify(marked),
    creatorId,
    now,
    gameId,
  );
}

describe("one away, worked out on the server", { timeout: 120_000 }, () => {
  it("names exactly the players the client's rule finds one away, on the mark's message and the game's read", async () => {
    const { creator, code, gameId, entries } = await gameInPlay({ players: PLAYERS - 1, entries: POOL });
    const entryIds = entries.map((entry) => entry.id);
    const playerIds = (await sqlInGame<{ id: number }>(code, "SELECT id FROM players WHERE game_id = ? ORDER BY id", gameId)).map(
      (row) => row.id,
    );
    const [creatorId] = (await sqlInGame<{ id: number }>(code, "SELECT id FROM players WHERE game_id = ? AND role = 'CREATOR'", gameId)).map(
      (row) => row.id,
    );
    // The creator's player first: the case keeps it in the game, with a board.
    const seatsOrder = [creatorId!, ...playerIds.filter((id) => id !== creatorId)];
    const socket = await connectMember(creator, code);
    const seen = { oneAway: 0, fullLine: 0, removedOrUndealt: 0 };

    await fc.assert(
      fc.asyncProperty(gameCase(entryIds, seatsOrder), async ({ seats, marked, change }) => {
        await writeCase(code, gameId, seatsOrder, creatorId!, seats, marked);
        const reply = await send<{ data: Entry; version: number }>(creator, "PUT", `/entries/${change.entryId}`, change);
        expect(reply.status).toBe(200);

        // The rule, over the boards still in the game, with the marks after this one.
        const markedNow = new Set(marked.filter((id) => id !== change.entryId));
        if (change.isMarked) markedNow.add(change.entryId);
        const inGame = seatsOrder
          .map((id, index) => ({ id, boardEntries: seats[index]!.board, removed: seats[index]!.removed }))
          .filter((seat) => !seat.removed && seat.boardEntries)
          .sort((a, b) => a.id - b.id);
        const expected = oneAwayPlayerIds(inGame, markedNow);

        const message = (await socket.nextMatching(
          (candidate) => isPayloadMessage(candidate) && candidate.version === reply.body.version,
        )) as RealtimePayloadMessage;
        expect(message.data.entries).toEqual([reply.body.data]);
        expect(message.data.oneAwayPlayerIds).toEqual(expected);
        expect((await readGame(creator, code)).oneAwayPlayerIds).toEqual(expected);

        seen.oneAway += expected.length;
        seen.fullLine += inGame.filter(({ boardEntries }) =>
          WINNING_LINES.some((line) => line.every((position) => markedNow.has(boardEntries![position]!))),
        ).length;
        seen.removedOrUndealt += seats.filter((seat) => seat.removed || !seat.board).length;
      }),
      { numRuns: RUNS },
    );
    socket.close();
    // The runs did meet every kind of board the rule tells apart.
    expect(seen.oneAway).toBeGreaterThan(0);
    expect(seen.fullLine).toBeGreaterThan(0);
    expect(seen.removedOrUndealt).toBeGreaterThan(0);
  });
});
