import { describe, expect, it } from "vitest";
import type { Game } from "../shared/api-types";
import { HOST_AWAY_MS } from "../shared/constants";
import { expectRefusal, gameInSetup, ownPlayerCode, readGame, send, type ApiReply, type Person } from "./support/api-client";
import { callWorker } from "./support/call-worker";
import { snapshot } from "./support/db-snapshot";
import { connectMember } from "./support/game-socket";
import { onlineCodes } from "./support/room-socket";

// A guest who took the host role from an owner whose phone slept cannot throw the
// owner out, end their game, or keep the role: the owner takes it back in one call.

async function takeOver(person: Person, code: string, laterMs: number, method = "POST"): Promise<ApiReply<{ data: Game }>> {
  const response = await callWorker(`/api/v1/games/${code}/host/take-over`, {
    method,
    token: person.token,
    env: { TEST_NOW_MS: String(Date.now() + laterMs) },
  });
  return { status: response.status, body: await response.json() };
}

/** The owner's phone slept: a guest here longest took the host role over. */
async function hostRoleTakenFromOwner() {
  const { creator: owner, players, code } = await gameInSetup({ players: 2, entries: 0 });
  const [guest, other] = players as [Person, Person];
  const ownerCode = await ownPlayerCode(owner, code);
  const ownerSocket = await connectMember(owner, code);
  const guestSocket = await connectMember(guest, code);
  ownerSocket.close();
  await guestSocket.nextMatching((message) => onlineCodes(message)?.includes(ownerCode) === false);
  const taken = await takeOver(guest, code, HOST_AWAY_MS + 1_000);
  expect(taken.status, JSON.stringify(taken.body)).toBe(200);
  return { owner, ownerCode, guest, guestCode: await ownPlayerCode(guest, code), other, code, guestSocket };
}

const hostOf = (game: Game) => game.players.find((player) => player.role === "CREATOR");

describe("the game's owner", () => {
  it("is marked isOwner for everyone, and stays so when the host role moves", async () => {
    const { owner, ownerCode, guest, guestSocket, code } = await hostRoleTakenFromOwner();
    for (const viewer of [owner, guest]) {
      const game = await readGame(viewer, code);
      expect(game.players.filter((player) => player.isOwner).map((player) => player.code)).toEqual([ownerCode]);
    }
    guestSocket.close();
  });

  it("cannot be removed by a host who took the role over, nor by any host", async () => {
    const { owner, ownerCode, guest, guestSocket, code } = await hostRoleTakenFromOwner();
    const before = await snapshot({ codes: [code] });
    expectRefusal(await send(guest, "DELETE", `/games/${code}/players/${ownerCode}`), 403, "CANNOT_REMOVE_OWNER");
    expect(await snapshot({ codes: [code] })).toEqual(before);
    expect((await readGame(owner, code)).players.map((player) => player.code)).toContain(ownerCode);
    guestSocket.close();
  });

  it("keeps the game from being ended by an acting host while they play; the acting host may still lock it", async () => {
    const { owner, guest, guestSocket, code } = await hostRoleTakenFromOwner();
    const before = await snapshot({ codes: [code] });
    expectRefusal(await send(guest, "PUT", `/games/${code}/end`), 403, "OWNER_ENDS_GAME");
    expect(await snapshot({ codes: [code] })).toEqual(before);
    expect((await send(guest, "PUT", `/games/${code}/lock`, { locked: true })).status).toBe(200);
    expect((await readGame(owner, code)).status).toBe("SETUP");
    guestSocket.close();
  });

  it("takes the host role back at once, offered and allowed whatever the presence, and everyone is told why", async () => {
    const { owner, ownerCode, guest, guestCode, other, guestSocket, code } = await hostRoleTakenFromOwner();
    const afterTakeOver = await readGame(other, code);
    expect(afterTakeOver.hostChange).toMatchObject({ reason: "took-over", toPlayerId: hostOf(afterTakeOver)!.id });
    expect(hostOf(afterTakeOver)!.code).toBe(guestCode);

    const offer = (await takeOver(owner, code, 0, "GET")).body as unknown as { data: { allowed: boolean; inMs: number } };
    expect(offer.data).toEqual({ allowed: true, inMs: 0 });
    // Offline, no wait: it is their game.
    const back = await takeOver(owner, code, 0);
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    const told = await guestSocket.nextMatching((message) => {
      const game = (message as { data?: { games?: Game[] } }).data?.games?.[0];
      return game?.hostChange?.reason === "owner-back";
    });
    const game = (told as { data: { games: Game[] } }).data.games[0]!;
    expect(hostOf(game)!.code).toBe(ownerCode);
    const guestPlayer = game.players.find((player) => player.code === guestCode)!;
    expect(game.hostChange).toMatchObject({ reason: "owner-back", fromPlayerId: guestPlayer.id, toPlayerId: hostOf(game)!.id });

    // The guest is a player again: no lock, no taking it back.
    expectRefusal(await send(guest, "PUT", `/games/${code}/lock`, { locked: true }), 403, "NOT_GAME_CREATOR");
    expectRefusal(await takeOver(guest, code, 0), 403, "HOST_NOT_AWAY");
    // The owner, host again, ends their game.
    expect((await send(owner, "PUT", `/games/${code}/end`)).status).toBe(200);
    guestSocket.close();
  });

  it("is not offered the role while holding it, and a hand-over says so", async () => {
    const { creator: owner, players, code } = await gameInSetup({ players: 1, entries: 0 });
    const offer = (await takeOver(owner, code, 0, "GET")).body as unknown as { data: { allowed: boolean } };
    expect(offer.data.allowed).toBe(false);
    expectRefusal(await takeOver(owner, code, 0), 409, "ALREADY_HOST");
    const playerCode = await ownPlayerCode(players[0]!, code);
    const handed = await send<{ data: Game }>(owner, "POST", `/games/${code}/host`, { playerCode });
    expect(handed.status).toBe(200);
    expect(handed.body.data.hostChange).toMatchObject({ reason: "handed-over" });
  });
});
