import { describe, expect, it } from "vitest";
import type { Game } from "../shared/api-types";
import { isPayloadMessage } from "../shared/realtime-messages";
import {
  boardOf,
  expectRefusal,
  gameInPlay,
  gameInSetup,
  joinGame,
  newPerson,
  readGame,
  send,
} from "./support/api-client";
import { snapshot, versionOf } from "./support/db-snapshot";
import { connectMember } from "./support/game-socket";

describe("PUT /games/{code}/lock", () => {
  it("refuses new players with 409 GAME_LOCKED while locked, and lets them in once unlocked", async () => {
    const { creator, players, code } = await gameInSetup({ players: 1, entries: 0 });
    const locked = await send<{ data: Game }>(creator, "PUT", `/games/${code}/lock`, { locked: true });
    expect(locked.status).toBe(200);
    expect(locked.body.data.locked).toBe(true);

    const newcomer = await newPerson();
    const before = await snapshot({ codes: [code], uids: [newcomer.uid] });
    const refused = await send(newcomer, "POST", "/games/join", { screenName: "Late", code });
    expectRefusal(refused, 409, "GAME_LOCKED");
    expect(refused.body).toEqual({
      code: "GAME_LOCKED",
      errors: { code: ["This game is locked: the host is not letting anyone new join."] },
    });
    expect(await snapshot({ codes: [code], uids: [newcomer.uid] })).toEqual(before);
    // Someone already in the game still gets it back.
    expect((await send(players[0]!, "POST", "/games/join", { screenName: "Again", code })).status).toBe(200);

    const unlocked = await send<{ data: Game }>(creator, "PUT", `/games/${code}/lock`, { locked: false });
    expect(unlocked.body.data.locked).toBe(false);
    const joined = await joinGame(newcomer, code, "Late");
    expect(joined.players.map((player) => player.screenName)).toContain("Late");
  });

  it("is the host's alone, and tells everyone", async () => {
    const { creator, players, code } = await gameInSetup({ players: 1, entries: 0 });
    const before = await snapshot({ codes: [code] });
    expectRefusal(await send(players[0]!, "PUT", `/games/${code}/lock`, { locked: true }), 403, "NOT_GAME_CREATOR");
    expectRefusal(await send(creator, "PUT", `/games/${code}/lock`, { locked: "yes" }), 400, "INVALID_TYPE");
    expectRefusal(await send(creator, "PUT", `/games/${code}/lock`, {}), 422, "VALIDATION_FAILED");
    expect(await snapshot({ codes: [code] })).toEqual(before);

    const watcher = await connectMember(players[0]!, code);
    const version = await versionOf(code);
    await send(creator, "PUT", `/games/${code}/lock`, { locked: true });
    // The game's own fields, not the whole game (docs/decisions/033-room-deltas.md).
    const message = await watcher.nextMatching((each) => isPayloadMessage(each) && each.data.game !== undefined);
    expect(message.version).toBe(version + 1);
    expect(isPayloadMessage(message) && message.data.game?.locked).toBe(true);
    watcher.close();
  });
});

describe("PUT /games/{code}/end", () => {
  it("ends a game in play: COMPLETE, no more marks or bingo, listed as COMPLETE", async () => {
    const { creator, players, code } = await gameInPlay({ players: 1 });
    const ended = await send<{ data: Game }>(creator, "PUT", `/games/${code}/end`);
    expect(ended.status).toBe(200);
    expect(ended.body.data.status).toBe("COMPLETE");

    const [entryId] = await boardOf(players[0]!, code);
    const before = await snapshot({ codes: [code] });
    expectRefusal(await send(players[0]!, "PUT", `/entries/${entryId}`, { isMarked: true }), 409, "GAME_NOT_IN_PLAY");
    expectRefusal(await send(players[0]!, "PUT", `/games/${code}/call-bingo`), 409, "GAME_ENDED");
    expectRefusal(await send(creator, "PUT", `/games/${code}/end`), 409, "GAME_ENDED");
    expect(await snapshot({ codes: [code] })).toEqual(before);

    const list = await send<{ data: Game[] }>(players[0]!, "GET", "/games");
    expect(list.body.data.find((game) => game.code === code)?.status).toBe("COMPLETE");
  });

  it("ends a game still in setup: no more entries, no start", async () => {
    const { creator, code } = await gameInSetup({ players: 0 });
    await send(creator, "PUT", `/games/${code}/end`);
    expectRefusal(await send(creator, "POST", "/entries", { gameCode: code, text: "Late idea" }), 409, "GAME_NOT_IN_SETUP");
    expectRefusal(await send(creator, "PUT", `/games/${code}/start-game`), 409, "GAME_ALREADY_STARTED");
    expect((await readGame(creator, code)).status).toBe("COMPLETE");
  });

  it("is refused to a player who is not the host, and to non-members with 404", async () => {
    const { players, code } = await gameInPlay({ players: 1 });
    const before = await snapshot({ codes: [code] });
    expectRefusal(await send(players[0]!, "PUT", `/games/${code}/end`), 403, "NOT_GAME_CREATOR");
    expectRefusal(await send(await newPerson(), "PUT", `/games/${code}/end`), 404, "GAME_NOT_FOUND");
    expect(await snapshot({ codes: [code] })).toEqual(before);
  });
});
