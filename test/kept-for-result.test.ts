import { describe, expect, it } from "vitest";
import type { Entry, Game } from "../shared/api-types";
import { DEPARTED_AUTHOR_NAME } from "../shared/constants";
import { isPayloadMessage } from "../shared/realtime-messages";
import { WINNING_LINES } from "../shared/winning-lines";
import { addEntry, boardOf, gameInSetup, listEntries, mark, readGame, send, startGame } from "./support/api-client";
import { connectMember } from "./support/game-socket";
import { readAsViewer, viewerKeyOf } from "./support/tv-viewer";

/**
 * A game of exactly 24 entries (every board holds them all), six of them Player 2's, whose round
 * 1 Player 1 won on a line that holds one of Player 2's: the prediction the host then takes out.
 */
async function roundWonOnPlayer2sPrediction() {
  const setup = await gameInSetup({ players: 2, entries: 18 });
  const [ann, ben] = setup.players as [(typeof setup.players)[0], (typeof setup.players)[0]];
  const bens: Entry[] = [];
  for (let index = 0; index < 6; index += 1) bens.push(await addEntry(ben, setup.code, `Ben's guess ${index}`));
  await startGame(setup.creator, setup.code);

  const board = await boardOf(ann, setup.code);
  const bensIds = new Set(bens.map((entry) => entry.id));
  // Every square is on some line; the centre (-1) is free.
  const line = WINNING_LINES.find((positions) => positions.some((position) => bensIds.has(board[position] ?? -1)))!;
  const lineIds = line.map((position) => board[position]).filter((id): id is number => id !== undefined);
  for (const id of lineIds) await mark(ann, id);
  const bingo = await send<{ data: Game }>(ann, "PUT", `/games/${setup.code}/call-bingo`);
  expect(bingo.status, JSON.stringify(bingo.body)).toBe(200);

  const taken = (await listEntries(setup.creator, setup.code)).find((entry) => bensIds.has(entry.id) && lineIds.includes(entry.id))!;
  const won = await readGame(setup.creator, setup.code);
  return { ...setup, ann, ben, taken, won, annId: bingo.body.data.players.find((player) => player.boardEntries)!.id };
}

describe("a came-true prediction taken out between rounds", () => {
  it("stays in the round's result: its line whole, the prediction with its words, author and mark, for players and the TV", async () => {
    const { creator, ann, code, taken, won, annId } = await roundWonOnPlayer2sPrediction();
    expect(won.keptForResult).toBeUndefined();
    expect((await send(creator, "DELETE", `/entries/${taken.id}`)).status).toBe(200);

    expect((await listEntries(creator, code)).some((entry) => entry.id === taken.id)).toBe(false);
    const kept = {
      id: taken.id,
      text: taken.text,
      playerId: taken.playerId,
      playerName: "Player 2",
      isMarked: true,
      markedBy: annId,
      markedAt: taken.markedAt,
      origin: "TYPED",
      gameCode: code,
    };
    for (const reader of [creator, ann]) {
      const game = await readGame(reader, code);
      expect(game.winningEntryIds).toEqual(won.winningEntryIds);
      expect(game.keptForResult).toEqual([expect.objectContaining(kept)]);
    }
    const tv = await readAsViewer(code, await viewerKeyOf(creator, code));
    expect(tv.body.data.game.winningEntryIds).toEqual(won.winningEntryIds);
    expect(tv.body.data.game.keptForResult).toEqual([expect.objectContaining(kept)]);
    expect(tv.body.data.entries.some((entry) => entry.id === taken.id)).toBe(false);
  });

  it("is nobody's once its author deletes their account: on a read, and on the result open on every screen", async () => {
    const { creator, ben, code, taken } = await roundWonOnPlayer2sPrediction();
    expect((await send(creator, "DELETE", `/entries/${taken.id}`)).status).toBe(200);
    const watcher = await connectMember(creator, code);
    expect((await send(ben, "DELETE", "/user")).status).toBe(200);
    const left = await watcher.nextMatching((message) => isPayloadMessage(message) && (message.data.games?.length ?? 0) > 0);
    watcher.close();
    expect((left.data as { games: Game[] }).games[0]!.keptForResult).toEqual([
      expect.objectContaining({ id: taken.id, playerId: null, playerName: DEPARTED_AUTHOR_NAME }),
    ]);
    const game = await readGame(creator, code);
    expect(game.keptForResult).toEqual([expect.objectContaining({ id: taken.id, playerId: null, playerName: DEPARTED_AUTHOR_NAME })]);
  });

  it("is the won round's alone: the next round has none", async () => {
    const { creator, code, taken } = await roundWonOnPlayer2sPrediction();
    expect((await send(creator, "DELETE", `/entries/${taken.id}`)).status).toBe(200);
    // 23 entries left: a 5×5 board wants 24, so one more before the next round.
    await addEntry(creator, code, "Grandad tells the ferry story");
    const next = await send<{ data: Game }>(creator, "POST", `/games/${code}/rounds`, { after: 1 });
    expect(next.status, JSON.stringify(next.body)).toBe(200);
    expect(next.body.data.keptForResult).toBeUndefined();
    expect((await readGame(creator, code)).keptForResult).toBeUndefined();
  });
});
