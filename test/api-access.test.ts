import { describe, expect, it } from "vitest";
import { expectRefusal, gameInPlay, newPerson, send } from "./support/api-client";
import { snapshot } from "./support/db-snapshot";

type Call = [method: string, path: string, body?: unknown];

/** Every game-scoped call of the API, against game `code` and entry `entryId`. */
function gameCalls(code: string, entryId: number | string): Call[] {
  return [
    ["GET", `/games/${code}`],
    ["GET", `/entries?game=${code}`],
    ["POST", "/entries", { gameCode: code, text: "Sneaky entry" }],
    ["PUT", `/entries/${entryId}`, { isMarked: true }],
    ["DELETE", `/entries/${entryId}`],
    ["PUT", `/games/${code}/start-game`],
    ["PUT", `/games/${code}/call-bingo`],
    ["POST", `/games/${code}/host`, { playerCode: "ABCD2345" }],
    ["GET", `/games/${code}/host/take-over`],
    ["POST", `/games/${code}/host/take-over`],
    ["PUT", `/games/${code}/lock`, { locked: true }],
    ["PUT", `/games/${code}/end`],
  ];
}

describe("access to the game API", () => {
  it("refuses every call without a token with 401 and changes nothing", async () => {
    const { code, entries } = await gameInPlay({ players: 1 });
    const before = await snapshot({ codes: [code] });
    const calls: Call[] = [
      ...gameCalls(code, entries[0]!.id),
      ["GET", "/games"],
      ["POST", "/games", { screenName: "A", gameName: "B" }],
      ["POST", "/games/join", { screenName: "A", code }],
    ];
    for (const [method, path, body] of calls) {
      expectRefusal(await send(null, method, path, body), 401, "UNAUTHENTICATED");
    }
    expect(await snapshot({ codes: [code] })).toEqual(before);
  });

  it("lets a non-member read or change nothing, answering exactly as for a game that does not exist", async () => {
    const { code, entries } = await gameInPlay({ players: 1 });
    const stranger = await newPerson();
    const before = await snapshot({ codes: [code], uids: [stranger.uid] });
    const real = gameCalls(code, entries[0]!.id);
    const unknown = gameCalls("ZZZZ2345", 999_999_999);
    for (const [index, [method, path, body]] of real.entries()) {
      const reply = await send(stranger, method, path, body);
      const [, otherPath, otherBody] = unknown[index]!;
      const nothing = await send(stranger, method, otherPath, otherBody);
      expect(reply.status, `${method} ${path}`).toBe(404);
      expect(reply.body).toEqual(nothing.body);
    }
    expect(await snapshot({ codes: [code], uids: [stranger.uid] })).toEqual(before);
  });
});
