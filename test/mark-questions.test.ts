import { describe, expect, it } from "vitest";
import type { Game } from "../shared/api-types";
import type { RealtimePayloadMessage } from "../shared/realtime-messages";
import { QUESTIONS_PER_ROUND, QUESTION_WINDOW_MS } from "../shared/table-talk";
import { WINNING_LINES } from "../shared/winning-lines";
import {
  addEntries,
  boardOf,
  expectRefusal,
  gameInPlay,
  joinGame,
  listEntries,
  mark,
  newPerson,
  readGame,
  send,
  startGame,
  type Person,
} from "./support/api-client";
import { versionOf } from "./support/db-snapshot";
import { connectMember } from "./support/game-socket";
import type { TestSocket } from "./support/room-socket";
import { ageMark, endVotesByAlarm, nextTableMessage, playerIdOf, sendTalk } from "./support/table-talk";
import { connectViewer, viewerKeyOf } from "./support/tv-viewer";

/** A questioned mark and the table's vote on it (docs/api.md, Realtime; docs/decisions/030). */

/** The creator wins round 1 with the first line of their board; its first square is what gets questioned. */
async function bingoOnALine() {
  const game = await gameInPlay({ players: 3 });
  const board = await boardOf(game.creator, game.code);
  const line = WINNING_LINES[0]!.map((position) => board[position]!);
  for (const entryId of line) await mark(game.creator, entryId);
  expect((await send<{ data: Game }>(game.creator, "PUT", `/games/${game.code}/call-bingo`)).status).toBe(200);
  return { ...game, questioned: line[0]! };
}

async function everyoneConnected(people: Person[], code: string): Promise<TestSocket[]> {
  const sockets: TestSocket[] = [];
  for (const person of people) sockets.push(await connectMember(person, code));
  return sockets;
}

const isPayload = (message: unknown): message is RealtimePayloadMessage =>
  (message as { event?: string }).event === "game-ws-payload";

describe("a questioned mark", () => {
  it("voted down is undone on every phone and the TV, and the Bingo on it is withdrawn, everyone told", async () => {
    const { creator, players, code, questioned } = await bingoOnALine();
    const [asker, agrees] = players;
    const sockets = await everyoneConnected([creator, ...players], code);
    const tv = await connectViewer(code, await viewerKeyOf(creator, code));
    const [, askerSocket, agreesSocket] = sockets;

    sendTalk(askerSocket!, { type: "question", entryId: questioned });
    const asked = await nextTableMessage(tv, "mark-question");
    expect(asked.question).toMatchObject({ entryId: questioned, markedBy: await playerIdOf(creator, code), askedBy: await playerIdOf(asker!, code), voters: 3 });
    for (const socket of sockets) expect((await nextTableMessage(socket, "mark-question")).question.id).toBe(asked.question.id);
    sendTalk(askerSocket!, { type: "vote", questionId: asked.question.id, keep: false });
    sendTalk(agreesSocket!, { type: "vote", questionId: asked.question.id, keep: false });
    // Two of three against (the third never votes): a majority, once the 20 seconds are over.
    await nextTableMessage(tv, "mark-question");
    await nextTableMessage(tv, "mark-question");
    const before = await versionOf(code);
    await endVotesByAlarm(code);

    for (const socket of [...sockets, tv]) {
      const unmark = await socket.nextMatching((message) => isPayload(message) && Boolean(message.data.entries?.length));
      expect(unmark.version).toBe(before + 1);
      expect((unmark as RealtimePayloadMessage).data.entries).toEqual([expect.objectContaining({ id: questioned, isMarked: false, markedBy: null })]);
      // The game's own fields, at the unmark's version (docs/decisions/033): not the whole game.
      const withdrawn = await socket.nextMatching((message) => isPayload(message) && Boolean(message.data.game));
      expect(withdrawn.version).toBe(before + 1);
      expect((withdrawn as RealtimePayloadMessage).data.game).toMatchObject({ status: "PLAY", winnerId: null });
      const result = await nextTableMessage(socket, "mark-question-result");
      expect(result).toMatchObject({ entryId: questioned, outcome: "undone", keep: 0, undo: 2, bingoWithdrawn: true });
    }
    const game = await readGame(agrees!, code);
    expect(game).toMatchObject({ status: "PLAY", winnerId: null, version: before + 1 });
    expect((await listEntries(agrees!, code)).find((entry) => entry.id === questioned)!.isMarked).toBe(false);
    for (const socket of [...sockets, tv]) socket.close();
  });

  it("voted down ends on the room's alarm with nobody connected", async () => {
    const { creator, players, code, questioned } = await bingoOnALine();
    const sockets = await everyoneConnected(players, code);
    sendTalk(sockets[0]!, { type: "question", entryId: questioned });
    const { question } = await nextTableMessage(sockets[0]!, "mark-question");
    sendTalk(sockets[0]!, { type: "vote", questionId: question.id, keep: false });
    sendTalk(sockets[1]!, { type: "vote", questionId: question.id, keep: false });
    await nextTableMessage(sockets[0]!, "mark-question");
    await nextTableMessage(sockets[0]!, "mark-question");
    for (const socket of sockets) socket.close();
    await endVotesByAlarm(code);
    expect(await readGame(creator, code)).toMatchObject({ status: "PLAY", winnerId: null });
    expect((await listEntries(creator, code)).find((entry) => entry.id === questioned)!.isMarked).toBe(false);
  });

  it("voted up, or voted down by fewer than half (no vote counts as keep), stays marked and the Bingo stands", async () => {
    const { creator, players, code, questioned } = await bingoOnALine();
    const sockets = await everyoneConnected([creator, ...players], code);
    const [, askerSocket, keeperSocket, silentSocket] = sockets;
    sendTalk(askerSocket!, { type: "question", entryId: questioned });
    const { question } = await nextTableMessage(askerSocket!, "mark-question");
    sendTalk(askerSocket!, { type: "vote", questionId: question.id, keep: false });
    sendTalk(keeperSocket!, { type: "vote", questionId: question.id, keep: true });
    sendTalk(silentSocket!, { type: "vote", questionId: question.id, keep: true });
    // Everyone who may vote has: the vote ends at once, without waiting for its alarm.
    const kept = await nextTableMessage(askerSocket!, "mark-question-result");
    expect(kept).toMatchObject({ outcome: "kept", keep: 2, undo: 1, bingoWithdrawn: false });

    const version = await versionOf(code);
    const board = await boardOf(creator, code);
    // The asker alone against it, the two others silent: a vote not cast counts as keep.
    sendTalk(askerSocket!, { type: "question", entryId: board[WINNING_LINES[0]![1]!]! });
    const second = await nextTableMessage(askerSocket!, "mark-question");
    sendTalk(askerSocket!, { type: "vote", questionId: second.question.id, keep: false });
    await nextTableMessage(askerSocket!, "mark-question");
    await endVotesByAlarm(code);
    expect(await nextTableMessage(askerSocket!, "mark-question-result")).toMatchObject({ outcome: "kept", keep: 0, undo: 1 });

    expect(await versionOf(code)).toBe(version);
    expect(await readGame(creator, code)).toMatchObject({ status: "BINGO", winnerId: await playerIdOf(creator, code) });
    expect((await listEntries(creator, code)).find((entry) => entry.id === questioned)!.isMarked).toBe(true);
    for (const socket of sockets) socket.close();
  });

  it("open on a won round, keeps the pool as the boards hold it: no prediction deleted until the vote is over", async () => {
    const { creator, players, code, questioned } = await bingoOnALine();
    const sockets = await everyoneConnected(players, code);
    sendTalk(sockets[0]!, { type: "question", entryId: questioned });
    await nextTableMessage(sockets[0]!, "mark-question");

    // Between rounds the host prunes the pool; while the Bingo may still be withdrawn, nothing goes.
    const unmarked = (await listEntries(creator, code)).find((entry) => !entry.isMarked)!;
    const before = await versionOf(code);
    const refused = await send(creator, "DELETE", `/entries/${unmarked.id}`);
    expectRefusal(refused, 409, "VOTE_OPEN");
    expect(refused.body).toMatchObject({ errors: { entry: ["The table is still voting on a mark: predictions can be deleted once the vote is over."] } });
    expect(await versionOf(code)).toBe(before);
    expect((await listEntries(creator, code)).some((entry) => entry.id === unmarked.id)).toBe(true);

    // The vote over (kept), the pool may change again.
    await endVotesByAlarm(code);
    expect(await nextTableMessage(sockets[0]!, "mark-question-result")).toMatchObject({ outcome: "kept" });
    expect((await send(creator, "DELETE", `/entries/${unmarked.id}`)).status).toBe(200);
    for (const socket of sockets) socket.close();
  });

  it("open when the host starts the next round: its votes are refused and it ends kept, the new round untouched", async () => {
    const { creator, players, code, questioned } = await bingoOnALine();
    const sockets = await everyoneConnected(players, code);
    sendTalk(sockets[0]!, { type: "question", entryId: questioned });
    const { question } = await nextTableMessage(sockets[0]!, "mark-question");
    sendTalk(sockets[0]!, { type: "vote", questionId: question.id, keep: false });
    await nextTableMessage(sockets[0]!, "mark-question");

    expect((await send(creator, "POST", `/games/${code}/rounds`, { after: 1 })).status).toBe(200);
    const round2 = await versionOf(code);
    sendTalk(sockets[1]!, { type: "vote", questionId: question.id, keep: false });
    expect(await nextTableMessage(sockets[1]!, "table-refusal")).toMatchObject({ about: "vote", code: "GAME_NOT_IN_PLAY" });

    await endVotesByAlarm(code);
    // Said as it is: round 1's mark stands in round 1's record; nothing of round 2 was undone.
    expect(await nextTableMessage(sockets[0]!, "mark-question-result")).toMatchObject({ entryId: questioned, outcome: "kept", bingoWithdrawn: false });
    expect(await versionOf(code)).toBe(round2);
    for (const socket of sockets) socket.close();
  });

  it("refuses the marker's own vote, changing nothing", async () => {
    const { creator, players, code, questioned } = await bingoOnALine();
    const [markerSocket, askerSocket] = await everyoneConnected([creator, players[0]!], code);
    sendTalk(askerSocket!, { type: "question", entryId: questioned });
    const { question } = await nextTableMessage(markerSocket!, "mark-question");
    sendTalk(markerSocket!, { type: "vote", questionId: question.id, keep: true });
    expect(await nextTableMessage(markerSocket!, "table-refusal")).toEqual({ event: "table-refusal", about: "vote", code: "MARKER_CANNOT_VOTE", errors: {} });
    // Nobody else heard a vote: the next thing the asker hears is their own.
    sendTalk(askerSocket!, { type: "vote", questionId: question.id, keep: true });
    expect((await nextTableMessage(askerSocket!, "mark-question-result"))).toMatchObject({ outcome: "kept", keep: 1, undo: 0 });
    markerSocket!.close();
    askerSocket!.close();
  });

  it("refuses a question more than 2 minutes after the mark, or past the round's limit", async () => {
    const { creator, players, code } = await gameInPlay({ players: 1 });
    const board = await boardOf(creator, code);
    const marked = board.slice(0, QUESTIONS_PER_ROUND + 2);
    for (const entryId of marked) await mark(creator, entryId);
    const askerSocket = await connectMember(players[0]!, code);
    const version = await versionOf(code);

    await ageMark(code, marked[0]!, QUESTION_WINDOW_MS + 1_000);
    sendTalk(askerSocket, { type: "question", entryId: marked[0]! });
    expect(await nextTableMessage(askerSocket, "table-refusal")).toMatchObject({ about: "question", code: "QUESTION_TOO_LATE" });

    for (const entryId of marked.slice(1, QUESTIONS_PER_ROUND + 1)) {
      sendTalk(askerSocket, { type: "question", entryId });
      expect((await nextTableMessage(askerSocket, "mark-question")).question.entryId).toBe(entryId);
    }
    sendTalk(askerSocket, { type: "question", entryId: marked[QUESTIONS_PER_ROUND + 1]! });
    expect(await nextTableMessage(askerSocket, "table-refusal")).toMatchObject({ about: "question", code: "QUESTIONS_USED_UP" });
    expect(await versionOf(code)).toBe(version);
    askerSocket.close();
  });

  it("refuses a question of one's own mark, of an unmarked entry, or a second one of the same mark", async () => {
    const { creator, players, code } = await gameInPlay({ players: 1 });
    const board = await boardOf(creator, code);
    await mark(creator, board[0]!);
    const [creatorSocket, askerSocket] = await everyoneConnected([creator, players[0]!], code);
    sendTalk(creatorSocket!, { type: "question", entryId: board[0]! });
    expect(await nextTableMessage(creatorSocket!, "table-refusal")).toMatchObject({ code: "OWN_MARK" });
    sendTalk(askerSocket!, { type: "question", entryId: board[1]! });
    expect(await nextTableMessage(askerSocket!, "table-refusal")).toMatchObject({ code: "MARK_NOT_FOUND" });
    sendTalk(askerSocket!, { type: "question", entryId: board[0]! });
    await nextTableMessage(askerSocket!, "mark-question");
    sendTalk(askerSocket!, { type: "question", entryId: board[0]! });
    expect(await nextTableMessage(askerSocket!, "table-refusal")).toMatchObject({ code: "QUESTION_ALREADY_OPEN" });
    creatorSocket!.close();
    askerSocket!.close();
  });
});

describe("a vote open when a socket connects", () => {
  it("is told to a phone that comes back and to a TV that opens, right after presence", async () => {
    const { creator, players, code, questioned } = await bingoOnALine();
    const asker = await connectMember(players[0]!, code);
    sendTalk(asker, { type: "question", entryId: questioned });
    const { question } = await nextTableMessage(asker, "mark-question");
    const back = await connectMember(players[1]!, code);
    const tv = await connectViewer(code, await viewerKeyOf(creator, code));
    for (const socket of [back, tv]) expect((await nextTableMessage(socket, "mark-question")).question).toEqual(question);
    for (const socket of [asker, back, tv]) socket.close();
  });
});

describe("a questioned mark in a game of 2 places", () => {
  it("voted down withdraws the place that rested on it; the later place moves up and the round is in play again", async () => {
    const creator = await newPerson();
    const created = await send<{ data: Game }>(creator, "POST", "/games", { screenName: "Host", gameName: "Podium", places: 2 });
    const { code } = created.body.data;
    const [first, second] = [await newPerson(), await newPerson()];
    await joinGame(first, code, "First");
    await joinGame(second, code, "Second");
    await addEntries(creator, code, 30);
    await startGame(creator, code);
    const lines = new Map<Person, number[]>();
    for (const person of [first, second]) {
      const board = await boardOf(person, code);
      lines.set(person, WINNING_LINES[0]!.map((position) => board[position]!));
      for (const entryId of lines.get(person)!) await mark(person, entryId);
      expect((await send(person, "PUT", `/games/${code}/call-bingo`)).status).toBe(200);
    }
    expect(await readGame(creator, code)).toMatchObject({ status: "BINGO" });
    // A square of the first place's line that the second place's line does not hold, marked by the first.
    const questioned = lines.get(first)!.find((entryId) => !lines.get(second)!.includes(entryId))!;
    const entry = (await listEntries(creator, code)).find((each) => each.id === questioned)!;
    expect(entry.markedBy).toBe(await playerIdOf(first, code));

    const asker = await connectMember(creator, code);
    sendTalk(asker, { type: "question", entryId: questioned });
    const { question } = await nextTableMessage(asker, "mark-question");
    sendTalk(asker, { type: "vote", questionId: question.id, keep: false });
    expect(await nextTableMessage(asker, "mark-question-result")).toMatchObject({ outcome: "undone", bingoWithdrawn: true });
    expect(await readGame(creator, code)).toMatchObject({
      status: "PLAY",
      winnerId: await playerIdOf(second, code),
      winners: [{ playerId: await playerIdOf(second, code), place: 1 }],
    });
    asker.close();
  });
});
