import { describe, expect, it } from "vitest";
import { prophetTally, starterIdeasCameTrue } from "./prophets";

const players = [
  { id: 1, screenName: "Cat" },
  { id: 2, screenName: "Ben" },
  { id: 3, screenName: "Ann" },
];

describe("prophetTally", () => {
  it("counts only marked entries, per author, most first", () => {
    const entries = [
      { playerId: 1, isMarked: true, origin: "TYPED" as const },
      { playerId: 2, isMarked: true, origin: "TYPED" as const },
      { playerId: 2, isMarked: true, origin: "TYPED" as const },
      { playerId: 3, isMarked: false, origin: "TYPED" as const },
      { playerId: 1, isMarked: false, origin: "TYPED" as const },
    ];
    expect(prophetTally(entries, players)).toEqual([
      { playerId: 2, screenName: "Ben", count: 2 },
      { playerId: 1, screenName: "Cat", count: 1 },
    ]);
  });

  it("orders ties by name and credits an author who left as 'someone'", () => {
    const entries = [
      { playerId: 1, isMarked: true, origin: "TYPED" as const },
      { playerId: 3, isMarked: true, origin: "TYPED" as const },
      { playerId: 9, isMarked: true, origin: "TYPED" as const },
    ];
    expect(prophetTally(entries, players).map((prophet) => prophet.screenName)).toEqual(["Ann", "Cat", "someone"]);
  });

  it("is empty before anything is marked", () => {
    expect(prophetTally([{ playerId: 1, isMarked: false, origin: "TYPED" as const }], players)).toEqual([]);
  });

  it("credits nobody with a starter idea, whoever picked it, and counts those apart", () => {
    const entries = [
      { playerId: 1, isMarked: true, origin: "STARTER_IDEA" as const },
      { playerId: 1, isMarked: true, origin: "STARTER_IDEA" as const },
      { playerId: 1, isMarked: false, origin: "STARTER_IDEA" as const },
      { playerId: 2, isMarked: true, origin: "TYPED" as const },
    ];
    expect(prophetTally(entries, players)).toEqual([{ playerId: 2, screenName: "Ben", count: 1 }]);
    expect(starterIdeasCameTrue(entries)).toBe(2);
  });
});
