import { describe, expect, it } from "vitest";
import { HOST_AWAY_MS } from "../shared/constants";
import { CLOSE_LEFT_GAME } from "../shared/realtime-messages";
import {
  createGame,
  expectRefusal,
  joinGame,
  newPerson,
  ownPlayerCode,
  send,
  type Person,
} from "./support/api-client";
import { callWorker } from "./support/call-worker";
import { APP_ORIGIN, connectMember } from "./support/game-socket";
import { testEnv } from "./support/test-env";
import { askViewerTicket, connectViewer, readAsViewer, viewerKeyOf } from "./support/tv-viewer";

/**
 * The TV view's key is the host's to hand on, so it is replaced whenever someone who may
 * hold it should stop following the game: the host role moves, or a player leaves
 * (docs/decisions/018-tv-view.md). The old key then opens nothing, and its screens close.
 */

/** Ann's game with Ben and Cat. */
async function annsGame() {
  const [ann, ben, cat] = [await newPerson(), await newPerson(), await newPerson()];
  const { code } = await createGame(ann, { screenName: "Ann" });
  await joinGame(ben, code, "Ben");
  await joinGame(cat, code, "Cat");
  return { ann, ben, cat, code };
}

async function expectKeyOpensNothing(code: string, key: string) {
  expectRefusal(await readAsViewer(code, key), 404, "GAME_NOT_FOUND");
  const asked = await askViewerTicket(code, key);
  expectRefusal({ status: asked.status, body: await asked.json() }, 404, "GAME_NOT_FOUND");
}

const unusedTickets = (code: string) => testEnv.GAME_ROOM.getByName(code).unusedTicketCount();

describe("the TV view's key", () => {
  it("of a player the role was lent to stops reading the game once the owner takes the role back, and again once they are removed", async () => {
    const { ann, ben, code } = await annsGame();
    const benCode = await ownPlayerCode(ben, code);
    expect((await send(ann, "POST", `/games/${code}/host`, { playerCode: benCode })).status).toBe(200);
    const bensKey = await viewerKeyOf(ben, code);
    const bensTv = await connectViewer(code, bensKey);

    // The owner takes the role back: Ben's key reads nothing, and his screen is told so.
    expect((await send(ann, "POST", `/games/${code}/host/take-over`)).status).toBe(200);
    expect(await bensTv.closed).toEqual({ code: CLOSE_LEFT_GAME, reason: "This TV link no longer opens the game" });
    await expectKeyOpensNothing(code, bensKey);

    // Ann's link holds a new key, which opens the game; Ben's removal replaces it in turn.
    const annsKey = await viewerKeyOf(ann, code);
    expect(annsKey).not.toBe(bensKey);
    expect((await readAsViewer(code, annsKey)).status).toBe(200);
    const annsTv = await connectViewer(code, annsKey);
    expect((await send(ann, "DELETE", `/games/${code}/players/${benCode}`)).status).toBe(200);
    expect((await annsTv.closed).code).toBe(CLOSE_LEFT_GAME);
    await expectKeyOpensNothing(code, annsKey);
    await expectKeyOpensNothing(code, bensKey);
    expect(await viewerKeyOf(ann, code)).not.toBe(annsKey);
  });

  it("is replaced when the role is handed over or taken over, and when a player deletes their account", async () => {
    const { ann, ben, cat, code } = await annsGame();
    const replaced = async (change: () => Promise<number>, host: Person) => {
      const key = await viewerKeyOf(host, code);
      expect(await change()).toBe(200);
      await expectKeyOpensNothing(code, key);
    };
    await replaced(async () => (await send(ann, "POST", `/games/${code}/host`, { playerCode: await ownPlayerCode(ben, code) })).status, ann);

    // Ben goes away; Cat, here longest, takes the role over after the host's three minutes.
    const catsSocket = await connectMember(cat, code);
    const takeOver = () =>
      callWorker(`/api/v1/games/${code}/host/take-over`, {
        method: "POST",
        token: cat.token,
        env: { TEST_NOW_MS: String(Date.now() + HOST_AWAY_MS + 1_000) },
      });
    await replaced(async () => (await takeOver()).status, ben);

    const dan = await newPerson();
    await joinGame(dan, code, "Dan");
    await replaced(async () => (await send(dan, "DELETE", "/user")).status, cat);
    catsSocket.close();
  });

  it("leaves no ticket minted with it usable once it is replaced", async () => {
    const { ann, cat, code } = await annsGame();
    const key = await viewerKeyOf(ann, code);
    // Ben's and Cat's joins each brought a socket ticket (docs/decisions/045).
    const joinTickets = await unusedTickets(code);
    const asked = await askViewerTicket(code, key);
    const { ticket } = (await asked.json<{ data: { ticket: string } }>()).data;
    expect(await unusedTickets(code)).toBe(joinTickets + 1);

    // The viewer's goes with the key, and Cat's with Cat.
    expect((await send(ann, "DELETE", `/games/${code}/players/${await ownPlayerCode(cat, code)}`)).status).toBe(200);
    expect(await unusedTickets(code)).toBe(joinTickets - 1);
    const opened = await callWorker(`/api/v1/games/${code}/socket?ticket=${encodeURIComponent(ticket)}`, {
      headers: { Upgrade: "websocket", Origin: APP_ORIGIN },
    });
    expect(opened.webSocket).toBeNull();
    expectRefusal({ status: opened.status, body: await opened.json() }, 401, "INVALID_TICKET");
  });

  it("never opens a socket from its URL: the TV asks for a one-time ticket with the key in a header", async () => {
    const { ann, code } = await annsGame();
    const key = await viewerKeyOf(ann, code);
    const inTheUrl = await callWorker(`/api/v1/games/${code}/socket?viewer=${encodeURIComponent(key)}`, {
      headers: { Upgrade: "websocket", Origin: APP_ORIGIN },
    });
    expect(inTheUrl.webSocket).toBeNull();
    expectRefusal({ status: inTheUrl.status, body: await inTheUrl.json() }, 401, "INVALID_TICKET");

    const asked = await askViewerTicket(code, key);
    expect(asked.status).toBe(200);
    const { ticket } = (await asked.json<{ data: { ticket: string } }>()).data;
    expect(ticket).not.toContain(key);
    const socketUrl = `/api/v1/games/${code}/socket?ticket=${encodeURIComponent(ticket)}`;
    const first = await callWorker(socketUrl, { headers: { Upgrade: "websocket", Origin: APP_ORIGIN } });
    expect(first.status).toBe(101);
    first.webSocket!.accept();
    // One socket per ticket.
    const again = await callWorker(socketUrl, { headers: { Upgrade: "websocket", Origin: APP_ORIGIN } });
    expect(again.status).toBe(401);
    first.webSocket!.close(1000, "test done");
  });
});
