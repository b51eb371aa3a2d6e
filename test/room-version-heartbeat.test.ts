import { runDurableObjectAlarm } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createGame, newPerson } from "./support/api-client";
import { sql, versionOf } from "./support/db-snapshot";
import { connectMember } from "./support/game-socket";
import { onlineCodes } from "./support/room-socket";
import { testEnv } from "./support/test-env";

describe("the room's version heartbeat (docs/decisions/005)", () => {
  it("tells every open socket the game's version in D1 at each sweep, so a change whose message was lost shows as a gap", async () => {
    const ann = await newPerson();
    const { code } = await createGame(ann);
    const socket = await connectMember(ann, code);
    const version = await versionOf(code);
    // A change committed whose delivery never reached the room (the Worker's publish failed).
    await sql("UPDATE games SET version = version + 1 WHERE code = ?", code);

    const room = testEnv.GAME_ROOM.getByName(code);
    expect(await runDurableObjectAlarm(room)).toBe(true);

    const heartbeat = await socket.nextMatching((message) => onlineCodes(message) !== undefined);
    expect(heartbeat).toMatchObject({ event: "game-ws-payload", version: version + 1 });
    expect(heartbeat.data).toEqual({ onlinePlayers: [{ gameCode: code, players: [expect.any(String)] }] });
    socket.close();
  });
});
