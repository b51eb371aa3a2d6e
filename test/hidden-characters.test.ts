import { describe, expect, it } from "vitest";
import type { Game } from "../shared/api-types";
import { addEntry, createGame, expectRefusal, joinGame, newPerson, send } from "./support/api-client";
import { snapshot } from "./support/db-snapshot";

/** Text that would show as something else, or hide something: "\u202Enimda" shows as "admin". */
const HIDDEN = {
  "right-to-left override": "\u202Enimda",
  "left-to-right override": "ad\u202Dmin",
  "right-to-left isolate": "Ann\u2067 (host)",
  "pop directional isolate": "Ann\u2069",
  "right-to-left mark": "Ann\u200F",
  "Arabic letter mark": "\u061CAnn",
  "zero-width space": "A\u200Bnn",
  "word joiner": "An\u2060n",
  "byte order mark": "An\uFEFFn",
  "soft hyphen": "An\u00ADn",
  "Hangul filler (a blank-looking name)": "\u3164",
  "tag characters": "Ann\u{E0041}\u{E0042}",
  "a lone variation selector": "Ann\uFE0F",
};

const refusedWith = (field: string) => (reply: { status: number; body: unknown }) => {
  expectRefusal(reply, 422, "VALIDATION_FAILED");
  const messages = (reply.body as { errors: Record<string, string[]> }).errors[field] ?? [];
  expect(messages.join(" ")).toMatch(/invisible or text-direction characters/);
};

describe("names and entries refuse invisible and text-direction characters", () => {
  it.each(Object.entries(HIDDEN))("%s, in a screen name, a game name or a description", async (_name, text) => {
    const person = await newPerson();
    const before = await snapshot({ uids: [person.uid] });
    const valid = { screenName: "Ann", gameName: "Dinner", description: "" };
    refusedWith("screenName")(await send(person, "POST", "/games", { ...valid, screenName: text }));
    refusedWith("gameName")(await send(person, "POST", "/games", { ...valid, gameName: `Dinner ${text}` }));
    refusedWith("description")(await send(person, "POST", "/games", { ...valid, description: `Line\n${text}` }));
    expect(await snapshot({ uids: [person.uid] })).toEqual(before);
  });

  it.each(Object.entries(HIDDEN))("%s, in a joining name or an entry", async (_name, text) => {
    const creator = await newPerson();
    const game = await createGame(creator);
    const joiner = await newPerson();
    const before = await snapshot({ codes: [game.code] });
    refusedWith("screenName")(await send(joiner, "POST", "/games/join", { screenName: text, code: game.code }));
    refusedWith("text")(await send(creator, "POST", "/entries", { gameCode: game.code, text: `Uncle Bob ${text}` }));
    expect(await snapshot({ codes: [game.code] })).toEqual(before);
  });

  it("takes emoji, right-to-left names and joiners inside words as they are", async () => {
    const creator = await newPerson();
    const game = await createGame(creator, { screenName: "שרה", gameName: "❤️ 👨‍👩‍👧 dinner" });
    expect(game.name).toBe("❤️ 👨‍👩‍👧 dinner");
    const entry = await addEntry(creator, game.code, "می‌خواهم 🏴󠁧󠁢󠁥󠁮󠁧󠁿");
    expect(entry.text).toBe("می‌خواهم 🏴󠁧󠁢󠁥󠁮󠁧󠁿");
  });
});

describe("duplicates are found case-folded and compatibility-normalised", () => {
  it("refuses an entry that reads the same as one in the game", async () => {
    const creator = await newPerson();
    const game = await createGame(creator);
    await addEntry(creator, game.code, "Uncle Bob asks for more wine");
    await addEntry(creator, game.code, "Straße closed");
    const before = await snapshot({ codes: [game.code] });
    for (const text of ["ＵＮＣＬＥ ＢＯＢ asks for more wine", "uncle bob  ASKS for more wine", "STRASSE CLOSED"]) {
      expectRefusal(await send(creator, "POST", "/entries", { gameCode: game.code, text }), 409, "DUPLICATE_ENTRY");
    }
    expect(await snapshot({ codes: [game.code] })).toEqual(before);
  });

  it("numbers a screen name that reads the same as one in the game", async () => {
    const creator = await newPerson();
    const game = await createGame(creator, { screenName: "Ann" });
    const names: string[] = [];
    for (const screenName of ["ANN", "Ａｎｎ", "ann (2)"]) {
      const joined: Game = await joinGame(await newPerson(), game.code, screenName);
      names.push(joined.players.at(-1)!.screenName);
    }
    expect(names).toEqual(["ANN (2)", "Ａｎｎ (3)", "ann (2) (2)"]);
  });
});
