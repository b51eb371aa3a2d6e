import { describe, expect, it } from "vitest";
import type { Game } from "../shared/api-types";
import { isPayloadMessage } from "../shared/realtime-messages";
import { WINNING_LINES } from "../shared/winning-lines";
import { boardOf, gameInPlay, listEntries, mark, readGame, send, type Person } from "./support/api-client";
import { connectMember } from "./support/game-socket";

// A won game carries its winning line (`winningEntryIds`) for the result
// view, and nothing more of the winner's board.

/** 48 entries, so the two boards differ and the winner's board is not every player's board. */
async function wonGame(line: number) {
  const { creator, players, code } = await gameInPlay({ players: 1, entries: 48 });
  const winner = players[0]!;
  const board = await boardOf(winner, code);
  const lineIds = WINNING_LINES[line]!.map((position) => board[position]!);
  for (const id of lineIds) await mark(winner, id);
  // A stray mark elsewhere must not turn up in the line.
  const stray = board.find((id) => !lineIds.includes(id))!;
  await mark(creator, stray);
  return { creator, winner, code, board, lineIds };
}

async function callBingo(person: Person, code: string): Promise<Game> {
  const reply = await send<{ data: Game }>(person, "PUT", `/games/${code}/call-bingo`);
  expect(reply.status).toBe(200);
  return reply.body.data;
}

/** Every entry id a payload holds, wherever it is. */
function idsIn(game: Game): number[] {
  return [...(game.winningEntryIds ?? []), ...game.players.flatMap((player) => player.boardEntries ?? [])];
}

describe("the winning line of a won game", () => {
  it("is absent while the game is in play, even over a full line", async () => {
    const { creator, winner, code } = await wonGame(0);
    expect(await readGame(creator, code)).not.toHaveProperty("winningEntryIds");
    expect(await readGame(winner, code)).not.toHaveProperty("winningEntryIds");
  });

  it.each([0, 2, 7, 10])(
    "after a Bingo on line %i, is that line of the winner's board, marked, for every player",
    async (line) => {
      const { creator, winner, code, lineIds } = await wonGame(line);
      const called = await callBingo(winner, code);
      expect(called.winningEntryIds).toEqual(lineIds);
      // Lines through the free centre have four squares.
      expect(lineIds).toHaveLength(WINNING_LINES[line]!.length);

      const marked = new Set((await listEntries(creator, code)).filter((entry) => entry.isMarked).map((entry) => entry.id));
      for (const person of [creator, winner]) {
        const game = await readGame(person, code);
        expect(game.winningEntryIds).toEqual(lineIds);
        expect(lineIds.every((id) => marked.has(id))).toBe(true);
      }
    },
  );

  it("leaks no other square of the winner's board to another player", async () => {
    const { creator, winner, code, board, lineIds } = await wonGame(4);
    await callBingo(winner, code);
    const seenByCreator = await readGame(creator, code);
    const creatorBoard = await boardOf(creator, code);

    expect(seenByCreator.players.filter((player) => player.boardEntries)).toHaveLength(1);
    const secret = board.filter((id) => !lineIds.includes(id) && !creatorBoard.includes(id));
    expect(secret.length).toBeGreaterThan(0);
    expect(idsIn(seenByCreator).filter((id) => secret.includes(id))).toEqual([]);
  });

  it("goes out with the bingo event to every socket, and not in the games list", async () => {
    const { creator, winner, code, lineIds } = await wonGame(1);
    const socket = await connectMember(creator, code);
    await callBingo(winner, code);
    // The game's own fields (docs/decisions/033-room-deltas.md).
    const message = await socket.nextMatching((next) => isPayloadMessage(next) && Boolean(next.data.game));
    const game = isPayloadMessage(message) ? message.data.game : null;
    expect(game?.status).toBe("BINGO");
    expect(game?.winningEntryIds).toEqual(lineIds);
    expect(JSON.stringify(message)).not.toContain("boardEntries");
    socket.close();

    const list = await send<{ data: Game[] }>(creator, "GET", "/games");
    const listed = list.body.data.find((listedGame) => listedGame.code === code);
    expect(listed?.status).toBe("BINGO");
    expect(listed).not.toHaveProperty("winningEntryIds");
  });
});
