import { describe, expect, it } from "vitest";
import { HOST_AWAY_MS } from "../shared/constants";
import { expectRefusal, gameInSetup, ownPlayerCode, readGame, send, type ApiReply, type Person } from "./support/api-client";
import { callWorker } from "./support/call-worker";
import { snapshot } from "./support/db-snapshot";
import { connectMember } from "./support/game-socket";
import { onlineCodes, type TestSocket } from "./support/room-socket";


/** A take-over call (or its offer, with GET) as if `laterMs` had passed on the server's clock. */
async function takeOver(person: Person, code: string, laterMs: number, method = "POST"): Promise<ApiReply> {
  const response = await callWorker(`/api/v1/games/${code}/host/take-over`, {
    method,
    token: person.token,
    env: { TEST_NOW_MS: String(Date.now() + laterMs) },
  });
  return { status: response.status, body: await response.json() };
}

/** Waits until the room's presence, as `socket` hears it, no longer lists `playerCode`. */
async function seenLeaving(socket: TestSocket, playerCode: string) {
  await socket.nextMatching((message) => {
    const codes = onlineCodes(message);
    return codes !== undefined && !codes.includes(playerCode);
  });
}

/** Host, then `first`, then `second` connected, in that order; the host's socket then closes. */
async function hostGone() {
  const { creator, players, code } = await gameInSetup({ players: 3, entries: 0 });
  const [first, second, absent] = players as [Person, Person, Person];
  const host = await connectMember(creator, code);
  const firstSocket = await connectMember(first, code);
  const secondSocket = await connectMember(second, code);
  host.close();
  await seenLeaving(firstSocket, await ownPlayerCode(creator, code));
  return { creator, first, second, absent, code, sockets: [firstSocket, secondSocket] };
}

const hostCodeOf = async (person: Person, code: string) =>
  (await readGame(person, code)).players.find((player) => player.role === "CREATOR")?.code;

describe("POST /games/{code}/host/take-over", () => {
  it("lets the longest-present online player become host once the host has been offline long enough", async () => {
    const { creator, first, code, sockets } = await hostGone();
    const reply = await takeOver(first, code, HOST_AWAY_MS + 1_000);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(await hostCodeOf(creator, code)).toBe(await ownPlayerCode(first, code));
    // The old host is a player like the others now.
    expectRefusal(await send(creator, "PUT", `/games/${code}/lock`, { locked: true }), 403, "NOT_GAME_CREATOR");
    for (const socket of sockets) socket.close();
  });

  it("is refused before the host has been offline long enough, and the offer says when", async () => {
    const { creator, first, code, sockets } = await hostGone();
    const before = await snapshot({ codes: [code] });
    expectRefusal(await takeOver(first, code, HOST_AWAY_MS - 30_000), 403, "HOST_NOT_AWAY");
    expect(await snapshot({ codes: [code] })).toEqual(before);

    const offer = (await takeOver(first, code, 0, "GET")).body as { data: { allowed: boolean; inMs: number } };
    expect(offer.data.allowed).toBe(false);
    expect(offer.data.inMs).toBeGreaterThan(HOST_AWAY_MS - 60_000);
    expect(offer.data.inMs).toBeLessThanOrEqual(HOST_AWAY_MS);
    const later = (await takeOver(first, code, HOST_AWAY_MS + 1_000, "GET")).body as { data: { allowed: boolean } };
    expect(later.data.allowed).toBe(true);
    expect(await hostCodeOf(creator, code)).toBe(await ownPlayerCode(creator, code));
    for (const socket of sockets) socket.close();
  });

  it("is refused to any other player: a later arrival, or someone offline", async () => {
    const { creator, second, absent, code, sockets } = await hostGone();
    expectRefusal(await takeOver(second, code, HOST_AWAY_MS + 1_000), 403, "NOT_LONGEST_PRESENT");
    expectRefusal(await takeOver(absent, code, HOST_AWAY_MS + 1_000), 403, "NOT_LONGEST_PRESENT");
    const offer = (await takeOver(second, code, HOST_AWAY_MS + 1_000, "GET")).body as { data: { allowed: boolean } };
    expect(offer.data.allowed).toBe(false);
    expect(await hostCodeOf(creator, code)).toBe(await ownPlayerCode(creator, code));
    for (const socket of sockets) socket.close();
  });

  it("is refused while the host is online, however long ago they arrived", async () => {
    const { creator, players, code } = await gameInSetup({ players: 1, entries: 0 });
    const first = await connectMember(players[0]!, code);
    const host = await connectMember(creator, code);
    expectRefusal(await takeOver(players[0]!, code, 10 * HOST_AWAY_MS), 403, "HOST_NOT_AWAY");
    host.close();
    first.close();
  });

  it("counts a host never seen since the room opened as offline since then", async () => {
    const { creator, players, code } = await gameInSetup({ players: 1, entries: 0 });
    const first = await connectMember(players[0]!, code);
    expectRefusal(await takeOver(players[0]!, code, 0), 403, "HOST_NOT_AWAY");
    expect((await takeOver(players[0]!, code, HOST_AWAY_MS + 1_000)).status).toBe(200);
    expect(await hostCodeOf(creator, code)).toBe(await ownPlayerCode(players[0]!, code));
    // The host cannot take over from themselves.
    expectRefusal(await takeOver(players[0]!, code, HOST_AWAY_MS + 1_000), 409, "ALREADY_HOST");
    first.close();
  });
});
