import { describe, expect, it } from "vitest";
import type { Game } from "../shared/api-types";
import {
  createGame,
  expectRefusal,
  joinGame,
  newPerson,
  ownPlayerCode,
  readGame,
  send,
  type Person,
} from "./support/api-client";
import { snapshot, sqlInGame } from "./support/db-snapshot";
import { registeredPerson } from "./support/registered-person";

/**
 * A player the host removed is no player of the game (docs/api.md): the host role, the
 * game's ownership and a place in it are never theirs, whichever rule picks someone.
 */

/** Ann's game with Ben and Cat, Ben removed by Ann. */
async function gameWithBenRemoved(host: Person) {
  const [ben, cat] = [await newPerson(), await newPerson()];
  const game = await createGame(host, { screenName: "Ann" });
  await joinGame(ben, game.code, "Ben");
  await joinGame(cat, game.code, "Cat");
  const benCode = await ownPlayerCode(ben, game.code);
  expect((await send(host, "DELETE", `/games/${game.code}/players/${benCode}`)).status).toBe(200);
  return { ann: host, ben, cat, code: game.code, benCode };
}

const rolesOf = (game: Game) => game.players.map((player) => [player.screenName, player.role, player.isOwner ?? false]);

describe("a removed player", () => {
  it("is never handed the host role (404 PLAYER_NOT_FOUND, nothing changes), so the owner's deletion passes the game to a player who stays", async () => {
    const ann = await registeredPerson();
    const { ben, cat, code, benCode } = await gameWithBenRemoved(ann);
    const before = await snapshot({ codes: [code] });

    expectRefusal(await send(ann, "POST", `/games/${code}/host`, { playerCode: benCode }), 404, "PLAYER_NOT_FOUND");
    expect(await snapshot({ codes: [code] })).toEqual(before);

    expect((await send(ann, "DELETE", "/user")).status).toBe(200);
    expect(rolesOf(await readGame(cat, code))).toEqual([["Cat", "CREATOR", true]]);
    expectRefusal(await send(ben, "GET", `/games/${code}`), 404, "GAME_NOT_FOUND");
  });

  it("can neither take the host role over nor ask whether they may (404), nor be removed again (404)", async () => {
    const ann = await newPerson();
    const { ben, code, benCode } = await gameWithBenRemoved(ann);
    expectRefusal(await send(ben, "POST", `/games/${code}/host/take-over`), 404, "GAME_NOT_FOUND");
    expectRefusal(await send(ben, "GET", `/games/${code}/host/take-over`), 404, "GAME_NOT_FOUND");
    expectRefusal(await send(ann, "DELETE", `/games/${code}/players/${benCode}`), 404, "PLAYER_NOT_FOUND");
  });

  it("who holds the host role in a game's record counts as away: the owner's deletion hands the game to a player who stays", async () => {
    // A record from before the hand-over rule: Ben, removed, holds the role.
    const ann = await registeredPerson();
    const { cat, code } = await gameWithBenRemoved(ann);
    await sqlInGame(code, "UPDATE players SET role = CASE WHEN screen_name = 'Ben' THEN 'CREATOR' ELSE 'PLAYER' END");

    expect((await send(ann, "DELETE", "/user")).status).toBe(200);
    const after = await readGame(cat, code);
    expect(rolesOf(after)).toEqual([["Cat", "CREATOR", true]]);
    expect(after.hostChange).toMatchObject({ reason: "host-left", toPlayerId: after.players[0]!.id });
  });

  it("in a game the host removed the account from, a merge keeps the removal: the guest's role and game go to a player who stays", async () => {
    // The guest made the game and removed the account from it; the same person then signs in to that account.
    const guest = await newPerson();
    const account = await registeredPerson();
    const cat = await newPerson();
    const game = await createGame(guest, { screenName: "Guest" });
    await joinGame(account, game.code, "Account");
    await joinGame(cat, game.code, "Cat");
    const accountCode = await ownPlayerCode(account, game.code);
    expect((await send(guest, "DELETE", `/games/${game.code}/players/${accountCode}`)).status).toBe(200);

    const merged = await send(account, "POST", "/user/merge", { anonymousToken: guest.token });
    expect(merged.status, JSON.stringify(merged.body)).toBe(200);

    const after = await readGame(cat, game.code);
    expect(rolesOf(after)).toEqual([["Cat", "CREATOR", true]]);
    expect(after.hostChange).toMatchObject({ reason: "host-left", toPlayerId: after.players[0]!.id });
    expectRefusal(await send(account, "GET", `/games/${game.code}`), 404, "GAME_NOT_FOUND");
    expectRefusal(await send(account, "POST", "/games/join", { code: game.code, screenName: "Again" }), 403, "REMOVED_FROM_GAME");
  });
});
