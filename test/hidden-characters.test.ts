import { describe, expect, it } from "vitest";
import type { Game } from "../shared/api-types";
import { nameSkeleton } from "../shared/name-skeleton";
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
  "Hangul filler": "Ann\u3164",
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

describe("names that look like nothing, or like someone else's", () => {
  /** Characters that show as a blank: a name of only these looks like no name at all. */
  const BLANKS = ["\u2800", "\u3164", "\u115F\u1160", "\uFFA0", "\u2000\u200A", "\u205F", "\u3000", "\u2800 \u3164 \u3000"];

  it("refuses a name, a game's name or an entry of blank-looking characters exactly as an empty one", async () => {
    const person = await newPerson();
    const game = await createGame(person);
    const errorsOf = async (method: string, path: string, body: object) => {
      const reply = await send(person, method, path, body);
      expectRefusal(reply, 422, "VALIDATION_FAILED");
      return (reply.body as { errors: Record<string, string[]> }).errors;
    };
    const valid = { screenName: "Ann", gameName: "Dinner", description: "" };
    const empty = {
      screenName: await errorsOf("POST", "/games", { ...valid, screenName: "" }),
      gameName: await errorsOf("POST", "/games", { ...valid, gameName: "" }),
      join: await errorsOf("POST", "/games/join", { screenName: "", code: game.code }),
      entry: await errorsOf("POST", "/entries", { gameCode: game.code, text: "" }),
    };
    const before = await snapshot({ uids: [person.uid], codes: [game.code] });
    for (const blank of BLANKS) {
      expect(await errorsOf("POST", "/games", { ...valid, screenName: blank }), blank).toEqual(empty.screenName);
      expect(await errorsOf("POST", "/games", { ...valid, gameName: blank }), blank).toEqual(empty.gameName);
      expect(await errorsOf("POST", "/games/join", { screenName: blank, code: game.code }), blank).toEqual(empty.join);
      expect(await errorsOf("POST", "/entries", { gameCode: game.code, text: blank }), blank).toEqual(empty.entry);
    }
    expect(await snapshot({ uids: [person.uid], codes: [game.code] })).toEqual(before);
  });

  it("numbers a name that looks like a player's in the game: other scripts' look-alike letters, full width, case", async () => {
    const creator = await newPerson();
    const game = await createGame(creator, { screenName: "Ann" });
    // Cyrillic А, Greek Α, full-width, lower case, Cyrillic а with a Braille blank after it.
    const lookAlikes = ["\u0410nn", "\u0391NN", "\uFF21\uFF4E\uFF4E", "ann", "\u0430nn\u2800"];
    let players: Game["players"] = [];
    for (const screenName of lookAlikes) players = (await joinGame(await newPerson(), game.code, screenName)).players;
    const names = players.map((player) => player.screenName);
    expect(names.slice(1)).toEqual(["\u0410nn (2)", "\u0391NN (3)", "\uFF21\uFF4E\uFF4E (4)", "ann (5)", "\u0430nn\u2800 (6)"]);
    // No two players of the game look alike.
    expect(new Set(names.map(nameSkeleton)).size).toBe(names.length);
  });

  it("numbers a member's new name that looks like another player's", async () => {
    const creator = await newPerson();
    const game = await createGame(creator, { screenName: "Tom" });
    const ben = await newPerson();
    await joinGame(ben, game.code, "Ben");
    const renamed = await joinGame(ben, game.code, "\u0422\u043E\u043C"); // Том, in Cyrillic
    expect(renamed.players.map((player) => player.screenName)).toEqual(["Tom", "\u0422\u043E\u043C (2)"]);
  });
});
