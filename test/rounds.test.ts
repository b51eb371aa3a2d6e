import { describe, expect, it } from "vitest";
import type { Entry, Game } from "../shared/api-types";
import { isPayloadMessage, type RealtimeMessage, type RealtimePayloadMessage } from "../shared/realtime-messages";
import { prophetTally } from "../shared/prophets";
import { WINNING_LINES } from "../shared/winning-lines";
import {
  addEntry, boardOf, expectRefusal, gameInPlay, gameInSetup, joinGame,
  listEntries, mark, newPerson, readGame, send, startGame, type Person,
} from "./support/api-client";
import { snapshot, sql, versionOf } from "./support/db-snapshot";
import { connectMember, openSocket, socketTicket } from "./support/game-socket";
import { TestSocket } from "./support/room-socket";

/** `person` marks a full line of their own board and calls Bingo. */
async function win(person: Person, code: string) {
  const board = await boardOf(person, code);
  for (const position of WINNING_LINES[0]!) await mark(person, board[position]!);
  const reply = await send<{ data: Game }>(person, "PUT", `/games/${code}/call-bingo`);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return { board, winnerId: reply.body.data.players.find((player) => player.boardEntries)!.id };
}

const nextRound = (person: Person, code: string, after: unknown) =>
  send<{ data: Game }>(person, "POST", `/games/${code}/rounds`, { after });

/** A game whose round 1 Player 1 has won. */
async function gameWonByPlayer() {
  const game = await gameInPlay({ players: 2, entries: 30 });
  const round1 = await win(game.players[0]!, game.code);
  return { ...game, round1 };
}

describe("POST /games/{code}/rounds", () => {
  it("forgets a past round's winner's name once they delete their account: won by someone", async () => {
    const { creator, players, code } = await gameWonByPlayer();
    expect((await nextRound(creator, code, 1)).status).toBe(200);
    expect((await send(players[0]!, "DELETE", "/user")).status).toBe(200);
    const game = await readGame(creator, code);
    expect(game.pastRounds).toEqual([{
      number: 1, winnerId: null, winnerName: null, endedAt: expect.any(Number), pattern: "line",
      winners: [{ playerId: null, place: 1, name: null }],
    }]);
    const stored = await sql<{ pastRounds: string }>("SELECT past_rounds AS pastRounds FROM games WHERE code = ?", code);
    expect(stored[0]!.pastRounds).not.toContain("Player 1");
  });

  it("after a Bingo starts round 2: new boards for everyone, a late joiner too, no marks, round 1's winner kept", async () => {
    const { creator, players, code, round1 } = await gameWonByPlayer();
    const late = await newPerson();
    await joinGame(late, code, "Late Lucy");
    const everyone = [creator, ...players, late];
    const boardsBefore = await Promise.all(everyone.map((person) => boardOf(person, code)));
    const version = await versionOf(code);

    const reply = await nextRound(creator, code, 1);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const game = reply.body.data;
    expect(game).toMatchObject({ status: "PLAY", round: 2, winnerId: null, version: version + 1 });
    expect(game.pastRounds).toEqual([
      {
        number: 1, winnerId: round1.winnerId, winnerName: "Player 1", endedAt: expect.any(Number), pattern: "line",
        winners: [{ playerId: round1.winnerId, place: 1, name: "Player 1" }],
      },
    ]);

    const ids = new Set((await listEntries(creator, code)).map((entry) => entry.id));
    const boardsAfter = await Promise.all(everyone.map((person) => boardOf(person, code)));
    for (const [index, board] of boardsAfter.entries()) {
      expect(new Set(board).size).toBe(24);
      expect(board.every((id) => ids.has(id))).toBe(true);
      // 24 of 30 entries dealt again in the same order by chance: vanishingly unlikely.
      expect(board).not.toEqual(boardsBefore[index]);
    }
    expect((await listEntries(creator, code)).filter((entry) => entry.isMarked)).toEqual([]);
    // Everyone reads the same round: the winner's own view too.
    expect(await readGame(players[1]!, code)).toMatchObject({ round: 2, pastRounds: game.pastRounds });
  });

  it("keeps each round's marks and winner: round 1 and round 2 won by different players", async () => {
    const { creator, players, code, gameId, round1 } = await gameWonByPlayer();
    expect((await nextRound(creator, code, 1)).status).toBe(200);
    const round2 = await win(players[1]!, code);
    expect((await nextRound(creator, code, 2)).status).toBe(200);

    const game = await readGame(creator, code);
    expect(game.round).toBe(3);
    expect(game.pastRounds.map(({ number, winnerId, winnerName }) => ({ number, winnerId, winnerName }))).toEqual([
      { number: 1, winnerId: round1.winnerId, winnerName: "Player 1" },
      { number: 2, winnerId: round2.winnerId, winnerName: "Player 2" },
    ]);
    const archived = await sql<{ round: number; entry_id: number; marked_by: number }>(
      "SELECT round, entry_id, marked_by FROM round_marks WHERE game_id = ? ORDER BY round, entry_id",
      gameId,
    );
    const line = (board: number[], by: number) =>
      WINNING_LINES[0]!.map((position) => board[position]!).sort((a, b) => a - b).map((id) => ({ entry_id: id, marked_by: by }));
    expect(archived.filter((row) => row.round === 1).map(({ round: _, ...row }) => row)).toEqual(line(round1.board, round1.winnerId));
    expect(archived.filter((row) => row.round === 2).map(({ round: _, ...row }) => row)).toEqual(line(round2.board, round2.winnerId));
    expect((await listEntries(creator, code)).some((entry) => entry.isMarked)).toBe(false);
  });

  it("is the creator's call: another player gets 403 and nothing changes", async () => {
    const { players, code } = await gameWonByPlayer();
    const before = await snapshot({ codes: [code] });
    expectRefusal(await nextRound(players[0]!, code, 1), 403, "NOT_GAME_CREATOR");
    expect(await snapshot({ codes: [code] })).toEqual(before);
  });

  it("only after a Bingo: refused with 409 in setup, during play, and for a round not played yet", async () => {
    const setup = await gameInSetup({ players: 0 });
    expectRefusal(await nextRound(setup.creator, setup.code, 1), 409, "ROUND_NOT_OVER");

    const { creator, code } = await gameInPlay({ players: 1 });
    const before = await snapshot({ codes: [code] });
    expectRefusal(await nextRound(creator, code, 1), 409, "ROUND_NOT_OVER");
    expect(await snapshot({ codes: [code] })).toEqual(before);

    const won = await gameWonByPlayer();
    expectRefusal(await nextRound(won.creator, won.code, 2), 409, "ROUND_NOT_OVER");
    expect((await readGame(won.creator, won.code)).round).toBe(1);
  });

  it("refuses a body without a whole round number in the documented shape, and a stranger with 404", async () => {
    const { creator, code } = await gameWonByPlayer();
    expectRefusal(await nextRound(creator, code, undefined), 422, "VALIDATION_FAILED");
    for (const after of ["1", 1.5]) expectRefusal(await nextRound(creator, code, after), 400, "INVALID_TYPE");
    expectRefusal(await nextRound(creator, code, 0), 422, "VALIDATION_FAILED");
    expectRefusal(await nextRound(await newPerson(), code, 1), 404, "GAME_NOT_FOUND");
    expect(await readGame(creator, code)).toMatchObject({ status: "BINGO", round: 1 });
  });

  it("starts one round for many calls at once, and answers every one with it", async () => {
    const { creator, code } = await gameWonByPlayer();
    const version = await versionOf(code);
    const replies = await Promise.all(Array.from({ length: 6 }, () => nextRound(creator, code, 1)));
    for (const reply of replies) {
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      expect(reply.body.data).toMatchObject({ status: "PLAY", round: 2, version: version + 1 });
    }
    // One change: one version, one archived round, one board per player.
    expect(await versionOf(code)).toBe(version + 1);
    const board = await boardOf(creator, code);
    for (const reply of replies) expect(reply.body.data.players.find((p) => p.boardEntries)!.boardEntries).toEqual(board);
    expect((await readGame(creator, code)).pastRounds).toHaveLength(1);
  });

  it("answers a repeat for the same round with the round started, and refuses an older round with 409", async () => {
    const { creator, players, code } = await gameWonByPlayer();
    const started = (await nextRound(creator, code, 1)).body.data;
    const before = await snapshot({ codes: [code] });
    const repeat = await nextRound(creator, code, 1);
    expect(repeat.status).toBe(200);
    expect(repeat.body.data).toEqual(started);
    expect(await snapshot({ codes: [code] })).toEqual(before);

    await win(players[0]!, code);
    await nextRound(creator, code, 2);
    const reply = await nextRound(creator, code, 1);
    expectRefusal(reply, 409, "ROUND_ALREADY_PLAYED");
    expect(reply.body).toMatchObject({ errors: { after: ["That round is long over: the game is on round 3."] } });
  });

  it("refuses once the game has ended (COMPLETE): no more rounds, and its pool stays as it is", async () => {
    const { creator, code, entries } = await gameWonByPlayer();
    // Ending a game is another change's (the host's); here the row is simply put in that state.
    await sql("UPDATE games SET status = 'COMPLETE' WHERE code = ?", code);
    const before = await snapshot({ codes: [code] });
    expectRefusal(await nextRound(creator, code, 1), 409, "GAME_COMPLETE");
    expectRefusal(await send(creator, "POST", "/entries", { gameCode: code, text: "After the end" }), 409, "GAME_NOT_IN_SETUP");
    expectRefusal(await send(creator, "DELETE", `/entries/${entries[0]!.id}`), 409, "GAME_NOT_IN_SETUP");
    expect(await snapshot({ codes: [code] })).toEqual(before);
  });

  it("refuses when entries deleted between rounds leave fewer than 24", async () => {
    const { creator, code, entries } = await gameInPlay({ players: 0, entries: 24 });
    await win(creator, code);
    expect((await send(creator, "DELETE", `/entries/${entries[0]!.id}`)).status).toBe(200);
    const reply = await nextRound(creator, code, 1);
    expectRefusal(reply, 409, "NOT_ENOUGH_ENTRIES");
    expect(reply.body).toMatchObject({ errors: { entries: ["1 more entries needed to start a game"] } });
  });
});

describe("the prophets (whose predictions came true)", () => {
  /** The tally every screen shows, from what the API gives a player: the entries and the players. */
  const prophetsAs = async (person: Person, code: string) =>
    prophetTally(await listEntries(person, code), (await readGame(person, code)).players).map(
      ({ screenName, count }) => [screenName, count],
    );

  it("credit each author for their marked entries in this round only, most first, and start again each round", async () => {
    const { creator, players, code } = await gameInSetup({ players: 2, entries: 20 });
    const [ann, ben] = players as [Person, Person];
    const annsEntries = [await addEntry(ann, code, "Ann's first"), await addEntry(ann, code, "Ann's second")];
    const bensEntries = [await addEntry(ben, code, "Ben's first"), await addEntry(ben, code, "Ben's second")];
    await startGame(creator, code);
    const creatorsEntries = (await listEntries(creator, code)).filter((entry) => ![...annsEntries, ...bensEntries].some((own) => own.id === entry.id));

    await mark(ben, annsEntries[0]!.id);
    await mark(creator, annsEntries[1]!.id);
    await mark(ann, bensEntries[0]!.id);
    await mark(ann, creatorsEntries[0]!.id);
    await mark(ann, creatorsEntries[1]!.id);
    await mark(ann, creatorsEntries[2]!.id);
    await mark(ann, creatorsEntries[2]!.id, false); // unmarked again: no credit
    // Who marked is not who is credited: the author is; every player reads the same tally.
    const expected = [["Creator", 2], ["Player 1", 2], ["Player 2", 1]];
    expect(await prophetsAs(creator, code)).toEqual(expected);
    expect(await prophetsAs(ben, code)).toEqual(expected);

    await win(ann, code);
    const round2 = await nextRound(creator, code, 1);
    expect(round2.status, JSON.stringify(round2.body)).toBe(200);
    expect(await prophetsAs(ann, code)).toEqual([]);
    await mark(creator, bensEntries[1]!.id);
    expect(await prophetsAs(ann, code)).toEqual([["Player 2", 1]]);
  });
});

describe("entries between rounds", () => {
  it("may be added and deleted after a Bingo, and the next round deals from the pool as it is then", async () => {
    const { creator, players, code, gameId, round1 } = await gameWonByPlayer();
    const added = await addEntry(players[1]!, code, "Aunt Mae sings");
    const marked = round1.board[WINNING_LINES[0]![0]!]!;
    expect((await send(creator, "DELETE", `/entries/${marked}`)).status).toBe(200);
    // The deleted entry's round-1 mark stays with round 1.
    expect(await sql("SELECT round, text FROM round_marks WHERE game_id = ? AND entry_id = ?", gameId, marked)).toEqual([
      { round: 1, text: expect.stringMatching(/^Entry /) },
    ]);

    await nextRound(creator, code, 1);
    const pool = new Set((await listEntries(creator, code)).map((entry) => entry.id));
    expect(pool.has(added.id)).toBe(true);
    expect(pool.has(marked)).toBe(false);
    for (const person of [creator, ...players]) expect((await boardOf(person, code)).every((id) => pool.has(id))).toBe(true);
  });

  it("fewer than a board's worth after a Bingo: a newcomer joins without a board (the won round's or an ended game's), and the next round deals them one", async () => {
    const { creator, code, entries } = await gameInPlay({ players: 0, entries: 24 });
    await win(creator, code);
    expect((await send(creator, "DELETE", `/entries/${entries[0]!.id}`)).status).toBe(200);

    const late = await newPerson();
    const joined = await send<{ data: Game }>(late, "POST", "/games/join", { code, screenName: "Late Lucy" });
    expect(joined.status, JSON.stringify(joined.body)).toBe(200);
    const lucy = joined.body.data.players.find((player) => player.screenName === "Late Lucy")!;
    expect(lucy.boardEntries ?? null).toBeNull();

    await addEntry(late, code, "Lucy's own");
    expect((await nextRound(creator, code, 1)).status).toBe(200);
    const pool = new Set((await listEntries(late, code)).map((entry) => entry.id));
    const board = await boardOf(late, code);
    expect(board).toHaveLength(24);
    expect(board.every((id) => pool.has(id))).toBe(true);

    // Won again, pruned again, then ended by the host: a guest arriving afterwards is let in too.
    await win(creator, code);
    expect((await send(creator, "DELETE", `/entries/${[...pool][0]}`)).status).toBe(200);
    expect((await send(creator, "PUT", `/games/${code}/end`)).status).toBe(200);
    const after = await newPerson();
    const joinedEnded = await send<{ data: Game }>(after, "POST", "/games/join", { code, screenName: "After" });
    expect(joinedEnded.status, JSON.stringify(joinedEnded.body)).toBe(200);
  });

  it("are refused with 409 while a round is played, as before", async () => {
    const { creator, code, entries } = await gameWonByPlayer();
    await nextRound(creator, code, 1);
    const before = await snapshot({ codes: [code] });
    expectRefusal(await send(creator, "POST", "/entries", { gameCode: code, text: "Too late" }), 409, "GAME_NOT_IN_SETUP");
    expectRefusal(await send(creator, "DELETE", `/entries/${entries[0]!.id}`), 409, "GAME_NOT_IN_SETUP");
    expect(await snapshot({ codes: [code] })).toEqual(before);
  });
});

describe("the practice game", () => {
  it("keeps its pool after a win: entries are still refused, and nobody can start a round", async () => {
    const ann = await newPerson();
    await joinGame(ann, "testing", "Ann");
    await win(ann, "TESTING");
    expectRefusal(await send(ann, "POST", "/entries", { gameCode: "testing", text: "Mine now" }), 409, "GAME_NOT_IN_SETUP");
    expectRefusal(await nextRound(ann, "testing", 1), 403, "NOT_GAME_CREATOR");
  });
});

const withGameFields = (message: RealtimeMessage) => isPayloadMessage(message) && Boolean(message.data.game);

describe("the next round, live", () => {
  it("reaches every socket as one small message: the round's fields, its past rounds, marks cleared, and the player's own board alone", async () => {
    const { creator, players, code } = await gameWonByPlayer();
    const sockets = [await connectMember(creator, code), await connectMember(players[0]!, code)];

    const game = (await nextRound(creator, code, 1)).body.data;
    const creatorBoard = game.players.find((player) => player.boardEntries)!;
    const heard: RealtimePayloadMessage[] = [];
    for (const socket of sockets) heard.push((await socket.nextMatching(withGameFields)) as RealtimePayloadMessage);
    for (const [index, message] of heard.entries()) {
      expect(message.version).toBe(game.version);
      // A delta (docs/decisions/033): no players but one's own, no entries; every mark is cleared.
      expect(message.data).toMatchObject({ game: { status: "PLAY", round: 2, winners: [] }, pastRounds: game.pastRounds, marksCleared: true, oneAwayPlayerIds: [] });
      expect(message.data.games).toBeUndefined();
      expect(message.data.entries).toBeUndefined();
      expect(message.data.players).toBeUndefined();
      expect(message.data.ownPlayer).toMatchObject({ isMe: true, boardEntries: expect.any(Array) });
      if (index === 0) expect(message.data.ownPlayer).toMatchObject({ id: creatorBoard.id, boardEntries: creatorBoard.boardEntries });
    }
    // Each board to its own player only.
    expect(JSON.stringify(heard[1])).not.toContain(JSON.stringify(creatorBoard.boardEntries));
    expect(await boardOf(players[0]!, code)).toEqual(heard[1]!.data.ownPlayer!.boardEntries);
    for (const socket of sockets) socket.close();
  });

  it("a socket that (re)connects during the switch is told the new version, and its resync reads the new board", async () => {
    const { creator, players, code } = await gameWonByPlayer();
    const player = players[0]!;
    const oldVersion = await versionOf(code);
    // The ticket is taken before the round starts; the socket opens after it.
    const ticket = await socketTicket(player, code);
    const game = (await nextRound(creator, code, 1)).body.data;
    expect(game.version).toBeGreaterThan(oldVersion);

    const response = await openSocket(code, ticket);
    expect(response.status).toBe(101);
    const socket = new TestSocket(response.webSocket!);
    const first = await socket.next();
    // The client holds oldVersion: a newer version is a gap, so it resyncs.
    expect(first.version).toBe(game.version);
    const resynced = await readGame(player, code);
    expect(resynced).toMatchObject({ round: 2, status: "PLAY", version: game.version });
    expect(resynced.players.find((each) => each.boardEntries)!.boardEntries).toEqual(await boardOf(player, code));
    expect((await listEntries(player, code)).some((entry) => entry.isMarked)).toBe(false);
    socket.close();
  });
});
