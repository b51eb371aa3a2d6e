import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { readImportGraph, type ImportGraph } from "./import-graph";
import { checkImports } from "./import-rules";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const FOLDERS = ["app", "workers", "durable-objects", "shared"];

/** A tree that keeps the rules; each case below adds one wrong import to it. */
const good: Array<[string, string[]]> = [
  ["workers/app.ts", ["workers/api/app.ts", "app/csp-nonce.ts", "durable-objects/game-room.ts"]],
  ["durable-objects/game-room.ts", ["durable-objects/presence.ts", "shared/room-wire.ts", "workers/games/join-game.server.ts", "workers/realtime/room-deliveries.server.ts"]],
  ["workers/realtime/room-deliveries.server.ts", ["workers/games/game-events.ts"]],
  ["workers/api/app.ts", ["workers/realtime/game-rooms.server.ts", "workers/games/join-game.server.ts"]],
  ["workers/realtime/game-rooms.server.ts", ["workers/games/game-events.ts", "shared/room-wire.ts"]],
  ["workers/games/join-game.server.ts", ["workers/games/game-events.ts", "workers/users/users.server.ts"]],
  ["workers/games/game-events.ts", ["shared/api-types.ts"]],
  ["workers/payments/grant-pass.server.ts", ["workers/users/users.server.ts"]],
  ["workers/users/users.server.ts", ["workers/db/schema.ts"]],
  ["workers/db/schema.ts", []],
  ["durable-objects/presence.ts", []],
  ["app/csp-nonce.ts", ["shared/constants.ts"]],
  ["shared/room-wire.ts", ["shared/api-types.ts"]],
  ["shared/api-types.ts", ["shared/constants.ts"]],
  ["shared/constants.ts", []],
];

function withImport(from: string, to: string): ImportGraph {
  const graph = new Map(good.map(([file, targets]) => [file, [...targets]]));
  graph.set(from, [...(graph.get(from) ?? []), to]);
  return graph;
}

describe("the import check", () => {
  it("accepts a tree that keeps the rules", () => {
    expect(checkImports(new Map(good))).toEqual([]);
  });

  const wrong: Array<[string, string, string, RegExp]> = [
    ["a lower floor importing a higher one", "workers/games/join-game.server.ts", "workers/realtime/game-rooms.server.ts", /lower floor/],
    ["the domain importing the API", "workers/payments/grant-pass.server.ts", "workers/api/app.ts", /lower floor/],
    ["one domain importing its sibling", "workers/games/join-game.server.ts", "workers/payments/grant-pass.server.ts", /one floor/],
    ["the room importing the API", "durable-objects/game-room.ts", "workers/api/app.ts", /one floor/],
    ["the room importing the Worker's entry", "durable-objects/presence.ts", "workers/app.ts", /lower floor/],
    ["the room importing app/", "durable-objects/presence.ts", "app/csp-nonce.ts", /only their floors and shared\//],
    ["shared/ importing anything of ours outside it", "shared/constants.ts", "workers/db/schema.ts", /shared\/ may import only/],
    ["app/ importing workers/", "app/csp-nonce.ts", "workers/games/game-events.ts", /app\/ may import only/],
    ["app/ importing the room", "app/csp-nonce.ts", "durable-objects/presence.ts", /app\/ may import only/],
    ["workers/ importing app/ below the entry", "workers/api/app.ts", "app/csp-nonce.ts", /only their floors and shared\//],
    ["the API importing the room", "workers/api/app.ts", "durable-objects/game-room.ts", /one floor/],
  ];
  it.each(wrong)("reports %s", (_name, from, to, rule) => {
    expect(checkImports(withImport(from, to))).toContainEqual({ from, to, rule: expect.stringMatching(rule) });
  });

  it("reports an import circle, even within one folder", () => {
    const violations = checkImports(withImport("shared/constants.ts", "shared/room-wire.ts"));
    expect(violations).toEqual([
      {
        from: "shared/api-types.ts",
        to: "shared/room-wire.ts",
        rule: "import circle among shared/api-types.ts, shared/constants.ts, shared/room-wire.ts",
      },
    ]);
  });

  it("finds this repository's imports and no violation among them", () => {
    const graph = readImportGraph(ROOT, FOLDERS);
    // The graph is really read: a known import of each kind is in it.
    expect(graph.get("workers/api/games.ts")).toContain("workers/games/create-game.server.ts");
    expect(graph.get("durable-objects/game-room.ts")).toContain("shared/room-wire.ts");
    expect(graph.get("workers/app.ts")).toContain("durable-objects/game-room.ts");
    expect(graph.get("durable-objects/game-room.ts")).toContain("durable-objects/held-game.ts");
    expect(checkImports(graph)).toEqual([]);
  });
});
