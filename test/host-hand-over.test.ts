import { describe, expect, it } from "vitest";
import type { Game } from "../shared/api-types";
import {
  addEntry,
  expectRefusal,
  gameInPlay,
  gameInSetup,
  listEntries,
  mark,
  newPerson,
  ownPlayerCode,
  readGame,
  send,
  type Person,
} from "./support/api-client";
import { snapshot, versionOf } from "./support/db-snapshot";
import { connectMember } from "./support/game-socket";

const hostOf = (game: Game) => game.players.filter((player) => player.role === "CREATOR");


describe("POST /games/{code}/host (hand the host role over)", () => {
  it("makes the chosen player the only host, one version, and tells everyone", async () => {
    const { creator, players, code } = await gameInSetup({ players: 2 });
    const target = await ownPlayerCode(players[1]!, code);
    const watcher = await connectMember(players[0]!, code);
    const version = await versionOf(code);

    const reply = await send<{ data: Game }>(creator, "POST", `/games/${code}/host`, { playerCode: target });
    expect(reply.status).toBe(200);
    expect(hostOf(reply.body.data).map((player) => player.code)).toEqual([target]);
    expect(reply.body.data.version).toBe(version + 1);

    const message = await watcher.nextMatching((each) => "games" in each.data && each.data.games !== undefined);
    expect(message.version).toBe(version + 1);
    const told = (message.data as { games: Game[] }).games[0]!;
    expect(hostOf(told).map((player) => player.code)).toEqual([target]);
    watcher.close();
  });

  it("lets the new host start, delete anyone's entry and unmark anyone's mark; the old host no longer", async () => {
    const { creator, players, code, entries } = await gameInSetup({ players: 1 });
    const newHost = players[0]!;
    await send(creator, "POST", `/games/${code}/host`, { playerCode: await ownPlayerCode(newHost, code) });

    // Deleting someone else's entry: the old host may not, the new one may.
    const theirs = await addEntry(newHost, code, "Added by the new host");
    expectRefusal(await send(creator, "DELETE", `/entries/${theirs.id}`), 403, "DELETE_NOT_ALLOWED");
    expect((await send(newHost, "DELETE", `/entries/${entries[0]!.id}`)).status).toBe(200);

    expectRefusal(await send(creator, "PUT", `/games/${code}/start-game`), 403, "NOT_GAME_CREATOR");
    expect((await send(newHost, "PUT", `/games/${code}/start-game`)).status).toBe(200);

    const [entry] = await listEntries(creator, code);
    await mark(creator, entry!.id);
    expect((await send(newHost, "PUT", `/entries/${entry!.id}`, { isMarked: false })).status).toBe(200);
    await mark(newHost, entry!.id);
    expectRefusal(await send(creator, "PUT", `/entries/${entry!.id}`, { isMarked: false }), 403, "UNMARK_NOT_ALLOWED");
  });

  it("is refused to anyone but the host, with 403, changing nothing", async () => {
    const { creator, players, code } = await gameInPlay({ players: 2 });
    const before = await snapshot({ codes: [code] });
    const reply = await send(players[0]!, "POST", `/games/${code}/host`, { playerCode: await ownPlayerCode(players[0]!, code) });
    expectRefusal(reply, 403, "NOT_GAME_CREATOR");
    expect((reply.body as { errors: Record<string, string[]> }).errors).toEqual({ game: ["Only the host can do that."] });
    expect(await snapshot({ codes: [code] })).toEqual(before);
    expect(hostOf(await readGame(creator, code))).toHaveLength(1);
  });

  it("hands over only to a player of this game", async () => {
    const { creator, code } = await gameInSetup({ players: 1 });
    const elsewhere = await gameInSetup({ players: 0 });
    const outsider = await ownPlayerCode(elsewhere.creator, elsewhere.code);
    const before = await snapshot({ codes: [code, elsewhere.code] });

    const notAPlayer = await send(creator, "POST", `/games/${code}/host`, { playerCode: outsider });
    expectRefusal(notAPlayer, 404, "PLAYER_NOT_FOUND");
    expect(notAPlayer.body).toEqual({ code: "PLAYER_NOT_FOUND", errors: { playerCode: ["No player of this game has that code."] } });
    expectRefusal(await send(creator, "POST", `/games/${code}/host`, { playerCode: await ownPlayerCode(creator, code) }), 409, "ALREADY_HOST");
    expectRefusal(await send(creator, "POST", `/games/${code}/host`, { playerCode: "nope" }), 422, "VALIDATION_FAILED");
    expectRefusal(await send(creator, "POST", `/games/${code}/host`, {}), 422, "VALIDATION_FAILED");
    expect(await snapshot({ codes: [code, elsewhere.code] })).toEqual(before);
  });

  it("answers 404 to someone who is not in the game", async () => {
    const { code, players } = await gameInSetup({ players: 1 });
    const stranger = await newPerson();
    expectRefusal(
      await send(stranger, "POST", `/games/${code}/host`, { playerCode: await ownPlayerCode(players[0]!, code) }),
      404,
      "GAME_NOT_FOUND",
    );
  });

  it("of two hand-overs sent at once by the host, exactly one host remains", async () => {
    const { creator, players, code } = await gameInSetup({ players: 2 });
    const [first, second] = await Promise.all(players.map((player) => ownPlayerCode(player, code)));
    const replies = await Promise.all([
      send(creator, "POST", `/games/${code}/host`, { playerCode: first }),
      send(creator, "POST", `/games/${code}/host`, { playerCode: second }),
    ]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 403]);
    expect(hostOf(await readGame(creator, code))).toHaveLength(1);
  });
});
