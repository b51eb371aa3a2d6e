import { describe, expect, it } from "vitest";
import type { Entry, FamilyRecord, Game } from "../shared/api-types";
import { DEPARTED_AUTHOR_NAME } from "../shared/constants";
import { isPayloadMessage } from "../shared/realtime-messages";
import { WINNING_LINES } from "../shared/winning-lines";
import { addEntries, boardOf, createGame, joinGame, listEntries, mark, newPerson, readGame, send, startGame, type Person } from "./support/api-client";
import { settleIndex, sql } from "./support/db-snapshot";
import { connectMember } from "./support/game-socket";
import { registeredPerson } from "./support/registered-person";
import { everythingTheRoomHolds } from "./support/room-contents";

/**
 * Predictions carried over from last year for someone who has not joined this year's game
 * (docs/decisions/031) are theirs by the name they wrote them under, whatever happens to them
 * meanwhile: taken out after they came true, the account deleted, the guest signed in
 * (docs/decisions/043).
 */

/** Last Christmas, played again with every prediction: Ben wrote ten and has not joined this year. */
async function christmasPlayedAgain(ben?: Person) {
  const [host, ann, him] = [await newPerson(), await newPerson(), ben ?? (await newPerson())];
  const { code } = await createGame(host, { screenName: "Grandpa", gameName: "Christmas 2026" });
  await joinGame(ann, code, "Ann");
  await joinGame(him, code, "Ben");
  await addEntries(host, code, 10, "Grandpa says");
  await addEntries(ann, code, 10, "Ann says");
  await addEntries(him, code, 10, "Ben says");
  await startGame(host, code);
  // Ann won last year, on her board's first line.
  const lastBoard = await boardOf(ann, code);
  for (const position of WINNING_LINES[0]!) await mark(ann, lastBoard[position]!);
  expect((await send(ann, "PUT", `/games/${code}/call-bingo`)).status).toBe(200);
  await sql("UPDATE users SET paid_until = ? WHERE firebase_uid = ?", Date.now() + 86_400_000, host.uid);
  const next = await send<{ data: Game }>(host, "POST", `/games/${code}/play-again`, { seed: "all" });
  expect(next.status, JSON.stringify(next.body)).toBe(201);
  const bens = (await listEntries(host, next.body.data.code)).filter((entry) => entry.text.startsWith("Ben says"));
  expect(bens).toHaveLength(10);
  expect(bens.every((entry) => entry.playerId === null && entry.playerName === "Ben")).toBe(true);
  return { host, ann, ben: him, lastYear: code, code: next.body.data.code, bens };
}

/** This year's round 1, won by Ann on a line holding one of Ben's carried predictions, which the host then takes out. */
async function bensPredictionTakenOutAfterItCameTrue(ben?: Person) {
  const game = await christmasPlayedAgain(ben);
  await joinGame(game.ann, game.code, "Ann");
  await startGame(game.host, game.code);
  const board = await boardOf(game.ann, game.code);
  const bensIds = new Set(game.bens.map((entry) => entry.id));
  const line = WINNING_LINES.find((positions) => positions.some((position) => bensIds.has(board[position] ?? -1)))!;
  const lineIds = line.map((position) => board[position]).filter((id): id is number => id !== undefined);
  for (const id of lineIds) await mark(game.ann, id);
  expect((await send(game.ann, "PUT", `/games/${game.code}/call-bingo`)).status).toBe(200);
  const taken = game.bens.find((entry) => lineIds.includes(entry.id))!;
  expect((await send(game.host, "DELETE", `/entries/${taken.id}`)).status).toBe(200);
  return { ...game, taken };
}

const keptOf = async (person: Person, code: string) => (await readGame(person, code)).keptForResult ?? [];

/** Ben's account at this year's table (he joined from it), and the host's socket listening from then on. */
async function bensAccountAtTheTable(host: Person, code: string) {
  const account = await registeredPerson();
  const me = (await joinGame(account, code, "Ben")).players.find((player) => player.isMe)!;
  return { account, me, watcher: await connectMember(host, code) };
}

describe("a prediction carried over for someone who has not joined", () => {
  it("taken out after it came true, stays theirs in the round's result, and is credited to them once they join", async () => {
    const { host, ben, code, taken } = await bensPredictionTakenOutAfterItCameTrue();
    expect(await keptOf(host, code)).toEqual([expect.objectContaining({ id: taken.id, text: taken.text, playerId: null, playerName: "Ben" })]);

    const joined = await joinGame(ben, code, "Ben");
    const benPlayer = joined.players.find((player) => player.screenName === "Ben")!;
    expect(await keptOf(host, code)).toEqual([expect.objectContaining({ id: taken.id, playerId: benPlayer.id, playerName: "Ben" })]);
    await settleIndex();
    const record = await send<{ data: FamilyRecord }>(ben, "GET", `/games/${code}/record`);
    expect(record.status, JSON.stringify(record.body)).toBe(200);
    const bensYears = record.body.data.people.find((person) => person.name === "Ben")!.years;
    expect(bensYears.at(-1)?.cameTrue).toContain(taken.text);
  });

  it("loses its author's name when their account is deleted: on every screen at once, on a read, in the room and in D1", async () => {
    const { host, ben, code, bens, lastYear } = await christmasPlayedAgain();
    const watcher = await connectMember(host, code);
    expect((await send(ben, "DELETE", "/user")).status).toBe(200);

    const heard = await watcher.nextMatching(
      (message) => isPayloadMessage(message) && (message.data.entries ?? []).some((entry) => entry.id === bens[0]!.id),
    );
    const heardEntries = (heard.data as { entries: Entry[] }).entries;
    expect(heardEntries.map((entry) => entry.id).sort()).toEqual(bens.map((entry) => entry.id).sort());
    expect(heardEntries.every((entry) => entry.playerName === DEPARTED_AUTHOR_NAME && entry.playerId === null)).toBe(true);
    watcher.close();

    const now = await listEntries(host, code);
    expect(now.filter((entry) => entry.text.startsWith("Ben says")).map((entry) => entry.playerName)).toEqual(bens.map(() => DEPARTED_AUTHOR_NAME));
    // Nothing left under his name or account: not his carried predictions' seeded author, not a copy of him.
    const room = JSON.parse(await everythingTheRoomHolds(code)) as Record<string, Array<Record<string, unknown>>>;
    const bensRows = room.entries!.filter((row) => String(row.text).startsWith("Ben says"));
    expect(bensRows.map((row) => [row.seeded_by, row.seeded_name])).toEqual(bens.map(() => [null, null]));
    // Ann's, who has not joined either, wait for her as before.
    expect(room.entries!.filter((row) => row.seeded_name === "Ann")).toHaveLength(10);
    expect(JSON.stringify(room)).not.toContain(ben.uid);
    await settleIndex();
    expect(await sql("SELECT id FROM entries WHERE seeded_name = 'Ben'")).toEqual([]);
    // Last year's game, which he played, says "someone" as it did before.
    expect((await listEntries(host, lastYear)).filter((entry) => entry.text.startsWith("Ben says")).every((entry) => entry.playerName === DEPARTED_AUTHOR_NAME)).toBe(true);
  });

  it("taken out after it came true, loses its author's name when their account is deleted: on the result open on every screen too", async () => {
    const { host, ben, code, taken } = await bensPredictionTakenOutAfterItCameTrue();
    const watcher = await connectMember(host, code);
    expect((await send(ben, "DELETE", "/user")).status).toBe(200);
    const heard = await watcher.nextMatching((message) => isPayloadMessage(message) && (message.data.games?.length ?? 0) > 0);
    watcher.close();
    expect((heard.data as { games: Game[] }).games[0]!.keptForResult).toEqual([
      expect.objectContaining({ id: taken.id, playerId: null, playerName: DEPARTED_AUTHOR_NAME }),
    ]);
    expect(await keptOf(host, code)).toEqual([expect.objectContaining({ id: taken.id, playerId: null, playerName: DEPARTED_AUTHOR_NAME })]);
    const room = JSON.parse(await everythingTheRoomHolds(code)) as Record<string, Array<Record<string, unknown>>>;
    expect(room.round_marks!.filter((row) => row.seeded_by !== null || row.seeded_name !== null)).toEqual([]);
  });

  it("follows a guest who signs in to an account already at this year's table: every screen hears they are its player's", async () => {
    const guest = await newPerson();
    const { host, code, bens } = await christmasPlayedAgain(guest);
    // Ben joined this year from his account; last year he played as a guest on this phone.
    const { account, me, watcher } = await bensAccountAtTheTable(host, code);
    const before = (await readGame(host, code)).version;

    const merged = await send(account, "POST", "/user/merge", { anonymousToken: guest.token });
    expect(merged.status, JSON.stringify(merged.body)).toBe(200);
    const heard = await watcher.nextMatching(
      (message) => isPayloadMessage(message) && (message.data.entries ?? []).some((entry) => entry.id === bens[0]!.id),
    );
    watcher.close();
    expect(heard.version).toBeGreaterThan(before);
    const heardEntries = (heard.data as { entries: Entry[] }).entries;
    expect(heardEntries.map((entry) => entry.id).sort()).toEqual(bens.map((entry) => entry.id).sort());
    expect(heardEntries.every((entry) => entry.playerId === me.id && entry.playerName === "Ben")).toBe(true);
    // A read says the same.
    const now = (await listEntries(host, code)).filter((entry) => bens.some((ben) => ben.id === entry.id));
    expect(now.every((entry) => entry.playerId === me.id)).toBe(true);
  });

  it("taken out after it came true, follows a guest who signs in to an account at the table: on the result open on every screen", async () => {
    const guest = await newPerson();
    const { host, code, taken } = await bensPredictionTakenOutAfterItCameTrue(guest);
    const { account, me, watcher } = await bensAccountAtTheTable(host, code);

    expect((await send(account, "POST", "/user/merge", { anonymousToken: guest.token })).status).toBe(200);
    const heard = await watcher.nextMatching((message) => isPayloadMessage(message) && (message.data.games?.length ?? 0) > 0);
    watcher.close();
    expect((heard.data as { games: Game[] }).games[0]!.keptForResult).toEqual([
      expect.objectContaining({ id: taken.id, playerId: me.id, playerName: "Ben" }),
    ]);
    expect(await keptOf(host, code)).toEqual([expect.objectContaining({ id: taken.id, playerId: me.id })]);
  });

  it("follows a guest who signs in: joining with the account, they are theirs again", async () => {
    const guest = await newPerson();
    const { code, bens } = await christmasPlayedAgain(guest);
    const account = await registeredPerson();
    const merged = await send(account, "POST", "/user/merge", { anonymousToken: guest.token });
    expect(merged.status, JSON.stringify(merged.body)).toBe(200);

    const joined = await send<{ data: Game; entries: Entry[] }>(account, "POST", "/games/join", { code, screenName: "Ben" });
    expect(joined.status, JSON.stringify(joined.body)).toBe(200);
    const me = joined.body.data.players.find((player) => player.isMe)!;
    const mine = joined.body.entries.filter((entry) => bens.some((ben) => ben.id === entry.id));
    expect(mine.map((entry) => [entry.playerId, entry.playerName])).toEqual(bens.map(() => [me.id, "Ben"]));
  });
});
