import { describe, expect, it } from "vitest";
import type { Game } from "../shared/api-types";
import { isPayloadMessage } from "../shared/realtime-messages";
import { WINNING_LINES } from "../shared/winning-lines";
import {
  createGame,
  expectRefusal,
  gameInPlay,
  joinGame,
  listEntries,
  mark,
  newPerson,
  readGame,
  send,
  startGame,
  addEntries,
  type Person,
} from "./support/api-client";
import { snapshot, sql } from "./support/db-snapshot";
import { connectMember } from "./support/game-socket";
import { firebaseClaims, unsignedIdToken } from "./support/id-tokens";
import { registeredPerson } from "./support/registered-person";

/** The guest `source`'s games carried over to `account` (POST /user/merge). */
function merge(account: Person, source: Person | string) {
  const anonymousToken = typeof source === "string" ? source : source.token;
  return send<{ data: { games: number } }>(account, "POST", "/user/merge", { anonymousToken });
}

async function myGameCodes(person: Person): Promise<string[]> {
  const reply = await send<{ data: Game[] }>(person, "GET", "/games");
  return reply.body.data.map((game) => game.code).sort();
}

async function paidUntil(person: Person): Promise<number | null> {
  const [row] = await sql<{ paid_until: number | null }>("SELECT paid_until FROM users WHERE firebase_uid = ?", person.uid);
  return row?.paid_until ?? null;
}

/** A guest's game, which the account joined, its round 1 won by the guest (their board's first line; 24 entries, all the guest's). */
async function roundWonByGuestInGameBothAreIn() {
  const guest = await newPerson();
  const account = await registeredPerson();
  const game = await createGame(guest, { screenName: "Guest" });
  await joinGame(account, game.code, "Account");
  await addEntries(guest, game.code, 24, "Guest");
  await startGame(guest, game.code);
  const board = (await readGame(guest, game.code)).players.find((player) => player.isMe)!.boardEntries!;
  for (const position of WINNING_LINES[0]!) await mark(guest, board[position]!);
  expect((await send(guest, "PUT", `/games/${game.code}/call-bingo`)).status).toBe(200);
  return { guest, account, game, board };
}

describe("POST /user/merge: a guest's games follow them into their account", () => {
  it("moves the games it created and joined, its entries, marks and pass", async () => {
    const guest = await newPerson();
    const account = await registeredPerson();
    const host = await newPerson();
    const created = await createGame(guest, { gameName: "Guest's game" });
    const other = await createGame(host, { gameName: "Host's game" });
    await joinGame(guest, other.code, "Guesty");
    const entries = await addEntries(guest, other.code, 24);
    await startGame(host, other.code);
    await mark(guest, entries[0]!.id);
    const passEnd = Date.now() + 86_400_000;
    await sql("UPDATE users SET paid_until = ? WHERE firebase_uid = ?", passEnd, guest.uid);

    const reply = await merge(account, guest);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.data).toEqual({ games: 2 });

    expect(await myGameCodes(account)).toEqual([created.code, other.code].sort());
    const seen = await readGame(account, created.code);
    const me = seen.players.find((player) => player.screenName === "Creator")!;
    expect(me.role).toBe("CREATOR");
    const board = (await readGame(account, other.code)).players.find((player) => player.boardEntries);
    expect(board?.screenName).toBe("Guesty");
    const after = await listEntries(account, other.code);
    expect(after.filter((entry) => entry.playerName === "Guesty")).toHaveLength(24);
    expect(after.find((entry) => entry.id === entries[0]!.id)).toMatchObject({ isMarked: true, markedBy: board!.id });
    expect(await paidUntil(account)).toBe(passEnd);
    // The account may unmark what the guest marked: the mark is its own now.
    expect((await send(account, "PUT", `/entries/${entries[0]!.id}`, { isMarked: false })).status).toBe(200);
    // The guest is gone: nothing of theirs is left to find.
    expect(await sql("SELECT id FROM users WHERE firebase_uid = ?", guest.uid)).toEqual([]);
  });

  it("in a game both are in, keeps the account's player and gives it the guest's entries, marks and role", async () => {
    const guest = await newPerson();
    const account = await registeredPerson();
    const game = await createGame(guest, { screenName: "Guest" });
    await joinGame(account, game.code, "Account");
    const guestEntries = await addEntries(guest, game.code, 20, "Guest");
    await addEntries(account, game.code, 4, "Account");
    await startGame(guest, game.code);
    await mark(guest, guestEntries[0]!.id);
    const watcher = await connectMember(account, game.code);

    const reply = await merge(account, guest);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);

    const seen = await readGame(account, game.code);
    expect(seen.players.map((player) => [player.screenName, player.role])).toEqual([["Account", "CREATOR"]]);
    const accountPlayer = seen.players[0]!;
    const entries = await listEntries(account, game.code);
    expect(entries).toHaveLength(24);
    expect(entries.every((entry) => entry.playerId === accountPlayer.id && entry.playerName === "Account")).toBe(true);
    expect(entries.find((entry) => entry.id === guestEntries[0]!.id)?.markedBy).toBe(accountPlayer.id);
    // The account, now the creator, may do what only the creator may (its board stays its own).
    expect(seen.players[0]!.boardEntries).toHaveLength(24);

    // Other screens of the game hear that the guest's player left, with the game as it is now.
    const message = await watcher.nextMatching((candidate) => isPayloadMessage(candidate) && Boolean(candidate.data.games));
    expect(message).toMatchObject({ version: seen.version, data: { games: [{ players: [{ screenName: "Account", role: "CREATOR" }] }] } });
    watcher.close();
  });

  it("in a game both are in, gives the account the rounds the guest won before (the family record counts them)", async () => {
    const { guest, account, game } = await roundWonByGuestInGameBothAreIn();
    expect((await send(guest, "POST", `/games/${game.code}/rounds`, { after: 1 })).status).toBe(200);

    expect((await merge(account, guest)).status).toBe(200);
    const seen = await readGame(account, game.code);
    const accountPlayer = seen.players.find((player) => player.isMe)!;
    expect(seen.pastRounds).toEqual([
      expect.objectContaining({ number: 1, winnerId: accountPlayer.id, winners: [{ playerId: accountPlayer.id, place: 1, name: "Guest" }] }),
    ]);
  });

  it("in a game both are in, gives the account the guest's came-true prediction taken out after their Bingo", async () => {
    const { guest, account, game, board } = await roundWonByGuestInGameBothAreIn();
    const takenOut = board[WINNING_LINES[0]![0]!]!;
    expect((await send(guest, "DELETE", `/entries/${takenOut}`)).status).toBe(200);

    expect((await merge(account, guest)).status).toBe(200);
    const seen = await readGame(account, game.code);
    const accountPlayer = seen.players.find((player) => player.isMe)!;
    expect(seen.keptForResult).toEqual([
      expect.objectContaining({ id: takenOut, playerId: accountPlayer.id, playerName: "Account", markedBy: accountPlayer.id }),
    ]);
  });

  it("is idempotent: a repeat finds nothing left to move and changes nothing", async () => {
    const guest = await newPerson();
    const account = await registeredPerson();
    const game = await createGame(guest);
    expect((await merge(account, guest)).status).toBe(200);
    const before = await snapshot({ uids: [guest.uid, account.uid], codes: [game.code] });

    const again = await merge(account, guest);
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual({ games: 0 });
    expect(await snapshot({ uids: [guest.uid, account.uid], codes: [game.code] })).toEqual(before);
  });

  it("merging a session into itself (a guest who registered keeps its uid) changes nothing", async () => {
    const guest = await newPerson();
    const game = await createGame(guest);
    const before = await snapshot({ uids: [guest.uid], codes: [game.code] });
    const reply = await merge(guest, guest);
    expect(reply.body).toEqual({ data: { games: 0 } });
    expect(await snapshot({ uids: [guest.uid], codes: [game.code] })).toEqual(before);
  });

  describe("refuses, in the documented shape, and changes nothing", () => {
    async function expectNothingMoved(account: Person, guest: Person, code: string, attempt: () => Promise<unknown>) {
      const before = await snapshot({ uids: [guest.uid, account.uid], codes: [code] });
      await attempt();
      expect(await snapshot({ uids: [guest.uid, account.uid], codes: [code] })).toEqual(before);
    }

    it("a source that is a registered account, not a guest (403 NOT_ANONYMOUS)", async () => {
      const victim = await registeredPerson();
      const thief = await registeredPerson();
      const game = await createGame(victim);
      await expectNothingMoved(thief, victim, game.code, async () => {
        expectRefusal(await merge(thief, victim), 403, "NOT_ANONYMOUS");
      });
      expect(await myGameCodes(thief)).toEqual([]);
    });

    it("a forged source token: unsigned, a broken signature, not a token at all (422 INVALID_ANONYMOUS_TOKEN)", async () => {
      const guest = await newPerson();
      const account = await registeredPerson();
      const game = await createGame(guest);
      const claims = firebaseClaims({ sub: guest.uid, user_id: guest.uid });
      for (const forged of [unsignedIdToken(claims), `${guest.token.slice(0, -4)}AAAA`, "not-a-token"]) {
        await expectNothingMoved(account, guest, game.code, async () => {
          expectRefusal(await merge(account, forged), 422, "INVALID_ANONYMOUS_TOKEN");
        });
      }
    });

    it("a body without a token (422), a token of the wrong type (400), no bearer (401)", async () => {
      const guest = await newPerson();
      const account = await registeredPerson();
      expectRefusal(await send(account, "POST", "/user/merge", {}), 422, "VALIDATION_FAILED");
      expectRefusal(await send(account, "POST", "/user/merge", { anonymousToken: 42 }), 400, "INVALID_TYPE");
      expectRefusal(await send(null, "POST", "/user/merge", { anonymousToken: guest.token }), 401, "UNAUTHENTICATED");
    });
  });

  it("the other players see the same player, now the account's, under the name it joined with", async () => {
    const { creator, code } = await gameInPlay({ players: 0 });
    const guest = await newPerson();
    await joinGame(guest, code, "Late guest");
    const account = await registeredPerson();
    expect((await merge(account, guest)).status).toBe(200);
    const seen = await readGame(account, code);
    expect(seen.players.map((player) => player.screenName)).toEqual(["Creator", "Late guest"]);
    expect((await readGame(creator, code)).players).toHaveLength(2);
  });
});
