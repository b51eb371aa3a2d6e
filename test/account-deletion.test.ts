import { describe, expect, it } from "vitest";
import type { Game } from "../shared/api-types";
import { isPayloadMessage } from "../shared/realtime-messages";
import {
  addEntries,
  createGame,
  expectRefusal,
  gameInSetup,
  joinGame,
  listEntries,
  mark,
  newPerson,
  ownPlayerCode,
  readGame,
  send,
  startGame,
  type Person,
} from "./support/api-client";
import { snapshot, sql } from "./support/db-snapshot";
import { connectMember } from "./support/game-socket";
import { everythingTheRoomHolds } from "./support/room-contents";
import { registeredPerson } from "./support/registered-person";

type Deletion = { data: { gamesLeft: number; gamesDeleted: number } };

const deleteAccount = (person: Person) => send<Deletion>(person, "DELETE", "/user");

/** Ann's game, which Ben and then Cat joined. */
async function annsGameWithBenAndCat() {
  const [ann, ben, cat] = [await newPerson(), await newPerson(), await newPerson()];
  const game = await createGame(ann, { screenName: "Ann" });
  await joinGame(ben, game.code, "Ben");
  await joinGame(cat, game.code, "Cat");
  return { ann, ben, cat, game, benCode: await ownPlayerCode(ben, game.code) };
}

describe("DELETE /user: delete my account and data", () => {
  it("hands a game it created to the earliest-joined remaining player, who sees it at once", async () => {
    const leaver = await registeredPerson();
    const first = await newPerson();
    const second = await newPerson();
    const game = await createGame(leaver, { screenName: "Leaver" });
    await joinGame(first, game.code, "First");
    await joinGame(second, game.code, "Second");
    const watcher = await connectMember(second, game.code);
    const leaverSocket = await connectMember(leaver, game.code);

    const reply = await deleteAccount(leaver);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.data).toEqual({ gamesLeft: 1, gamesDeleted: 0 });

    const seen = await readGame(second, game.code);
    expect(seen.players.map((player) => [player.screenName, player.role])).toEqual([
      ["First", "CREATOR"],
      ["Second", "PLAYER"],
    ]);
    // The new creator may start the game (once it has its entries): the creator's rule is theirs.
    await addEntries(first, game.code, 24);
    expect((await send(first, "PUT", `/games/${game.code}/start-game`)).status).toBe(200);

    const message = await watcher.nextMatching((candidate) => isPayloadMessage(candidate) && Boolean(candidate.data.games));
    expect(message).toMatchObject({ data: { games: [{ players: [{ screenName: "First", role: "CREATOR" }, { screenName: "Second" }] }] } });
    // The leaver's own sockets close: they are no longer in the game.
    expect((await leaverSocket.closed).code).toBeGreaterThanOrEqual(1000);
    watcher.close();
  });

  it("deletes a game nobody else is in, with its entries", async () => {
    const loner = await newPerson();
    const game = await createGame(loner);
    await addEntries(loner, game.code, 3);

    const reply = await deleteAccount(loner);
    expect(reply.body.data).toEqual({ gamesLeft: 0, gamesDeleted: 1 });
    expect(await sql("SELECT id FROM games WHERE code = ?", game.code)).toEqual([]);
    expect(await sql("SELECT id FROM entries WHERE game_id = ?", game.id)).toEqual([]);
  });

  it("keeps its entries and marks in others' games, by 'someone'; the pass and the user are gone", async () => {
    const { creator, players, code, entries } = await gameInSetup({ players: 1, entries: 20 });
    const leaver = players[0]!;
    const theirs = (await addEntries(leaver, code, 4, "Leaver's")).map((entry) => entry.id);
    await startGame(creator, code);
    await mark(leaver, entries[0]!.id);
    await sql("UPDATE users SET paid_until = ? WHERE firebase_uid = ?", Date.now() + 86_400_000, leaver.uid);

    expect((await deleteAccount(leaver)).body.data).toEqual({ gamesLeft: 1, gamesDeleted: 0 });

    const after = await listEntries(creator, code);
    expect(after).toHaveLength(24);
    const kept = after.filter((entry) => theirs.includes(entry.id));
    expect(kept.map((entry) => [entry.playerName, entry.playerId])).toEqual(theirs.map(() => ["someone", null]));
    expect(after.find((entry) => entry.id === entries[0]!.id)).toMatchObject({ isMarked: true, markedBy: null });
    expect((await readGame(creator, code)).players.map((player) => player.screenName)).toEqual(["Creator"]);
    // The creator may still unmark a mark nobody owns now.
    expect((await send(creator, "PUT", `/entries/${entries[0]!.id}`, { isMarked: false })).status).toBe(200);
    expect(await sql("SELECT id FROM users WHERE firebase_uid = ?", leaver.uid)).toEqual([]);
    // Signing in again is a new person: no games, no pass.
    const details = await send<{ data: { paid: boolean; hasCreated: boolean } }>(leaver, "GET", "/user/load-details");
    expect(details.body.data).toMatchObject({ paid: false, hasCreated: false });
    expect((await send<{ data: Game[] }>(leaver, "GET", "/games")).body.data).toEqual([]);
  });

  it("is idempotent: a repeat has nothing left to delete and changes nothing", async () => {
    const leaver = await newPerson();
    const keeper = await newPerson();
    const game = await createGame(keeper);
    await joinGame(leaver, game.code);
    expect((await deleteAccount(leaver)).status).toBe(200);
    const before = await snapshot({ uids: [leaver.uid, keeper.uid], codes: [game.code] });
    const again = await deleteAccount(leaver);
    expect(again.body.data).toEqual({ gamesLeft: 0, gamesDeleted: 0 });
    // The repeat's sign-in made no user row either.
    expect(await snapshot({ uids: [leaver.uid, keeper.uid], codes: [game.code] })).toEqual(before);
  });

  it("without a valid token, refuses (401) in the documented shape and deletes nothing", async () => {
    const person = await newPerson();
    const game = await createGame(person);
    const before = await snapshot({ uids: [person.uid], codes: [game.code] });
    expectRefusal(await send(null, "DELETE", "/user"), 401, "UNAUTHENTICATED");
    expectRefusal(await send({ ...person, token: `${person.token}x` }, "DELETE", "/user"), 401, "UNAUTHENTICATED");
    expect(await snapshot({ uids: [person.uid], codes: [game.code] })).toEqual(before);
  });

  it("leaves exactly one host: a creator who lent the role keeps that host, and an acting host hands it on", async () => {
    // Ann created the game and made Ben host; then Ann deletes her account.
    const { ann, ben, cat, game, benCode } = await annsGameWithBenAndCat();
    expect((await send(ann, "POST", `/games/${game.code}/host`, { playerCode: benCode })).status).toBe(200);
    expect((await deleteAccount(ann)).status).toBe(200);
    const after = await readGame(cat, game.code);
    expect(after.players.map((player) => [player.screenName, player.role, player.isOwner ?? false])).toEqual([
      ["Ben", "CREATOR", true],
      ["Cat", "PLAYER", false],
    ]);

    // Ben, host now, deletes his: Cat, the one left, hosts, and is told why.
    expect((await deleteAccount(ben)).status).toBe(200);
    const last = await readGame(cat, game.code);
    expect(last.players.map((player) => [player.screenName, player.role])).toEqual([["Cat", "CREATOR"]]);
    expect(last.hostChange).toMatchObject({ reason: "host-left", fromPlayerId: null, toPlayerId: last.players[0]!.id });
  });

  it("a removed player never becomes host, and a game only removed players are left in goes with the account", async () => {
    const { ann, cat, game, benCode } = await annsGameWithBenAndCat();
    expect((await send(ann, "DELETE", `/games/${game.code}/players/${benCode}`)).status).toBe(200);
    expect((await deleteAccount(ann)).status).toBe(200);
    expect((await readGame(cat, game.code)).players.map((player) => [player.screenName, player.role])).toEqual([["Cat", "CREATOR"]]);

    const dan = await newPerson();
    const lone = await createGame(dan, { screenName: "Dan" });
    const eve = await newPerson();
    await joinGame(eve, lone.code, "Eve");
    const eveCode = (await readGame(eve, lone.code)).players.find((player) => player.screenName === "Eve")!.code;
    expect((await send(dan, "DELETE", `/games/${lone.code}/players/${eveCode}`)).status).toBe(200);
    const reply = await deleteAccount(dan);
    expect(reply.body.data).toEqual({ gamesLeft: 0, gamesDeleted: 1 });
    expect((await snapshot({ codes: [lone.code] })).games).toEqual([]);
    // Its room keeps nothing of anyone who was in it: not the host's, not the removed guest's.
    const held = await everythingTheRoomHolds(lone.code);
    for (const trace of [dan.uid, eve.uid, "Dan", "Eve"]) expect(held, trace).not.toContain(trace);
  });
});
