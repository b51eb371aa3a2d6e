import { describe, expect, it } from "vitest";
import type { Game } from "../shared/api-types";
import { createGame, expectRefusal, newPerson, send, type Person } from "./support/api-client";
import { callWorker } from "./support/call-worker";
import { countingD1, countingRooms } from "./support/counting-bindings";
import { snapshot } from "./support/db-snapshot";
import { testEnv } from "./support/test-env";

const valid = { screenName: "Ann", gameName: "Holiday dinner", description: "Who says what" };

describe("POST /games", () => {
  it("creates a game in SETUP whose creator is its only player, with role CREATOR", async () => {
    const creator = await newPerson();
    const reply = await send<{ data: Game }>(creator, "POST", "/games", valid);
    expect(reply.status).toBe(201);
    const game = reply.body.data;
    expect(game).toEqual({
      id: expect.any(Number),
      code: expect.stringMatching(/^[A-HJ-NP-Z2-9]{8}$/),
      name: "Holiday dinner",
      description: "Who says what",
      status: "SETUP",
      winnerId: null,
      version: 1,
      locked: false,
      boardSize: 5,
      round: 1,
      pastRounds: [],
      pattern: "line",
      places: 1,
      winners: [],
      players: [
        {
          id: expect.any(Number),
          code: expect.stringMatching(/^[A-HJ-NP-Z2-9]{8}$/),
          gameId: game.id,
          screenName: "Ann",
          role: "CREATOR",
          isOwner: true,
          isMe: true,
        },
      ],
    });
  });

  it("gives every game its own code", async () => {
    const creator = await newPerson();
    await testEnv.DB.prepare("INSERT INTO users (firebase_uid, paid_until) VALUES (?, ?)")
      .bind(creator.uid, Date.now() + 86_400_000)
      .run();
    const codes = new Set<string>();
    for (let index = 0; index < 5; index += 1) codes.add((await createGame(creator)).code);
    expect(codes.size).toBe(5);
  });

  it("trims names and allows leaving the description out", async () => {
    const game = await createGame(await newPerson(), {
      screenName: "  Ann ",
      gameName: " Dinner\t",
      description: undefined,
    });
    expect(game.name).toBe("Dinner");
    expect(game.description).toBe("");
    expect(game.players[0]!.screenName).toBe("Ann");
  });

  it("stores text exactly as typed: markup, emoji and right-to-left text", async () => {
    // Zero-width and direction characters are refused (hidden-characters.test.ts).
    const typed = {
      screenName: "<b>Bob</b> 🎅",
      gameName: "<script>alert('x')</script>",
      description: "שלום world 👨‍👩‍👧\nsecond line",
    };
    const game = await createGame(await newPerson(), typed);
    expect(game.name).toBe(typed.gameName);
    expect(game.description).toBe(typed.description);
    expect(game.players[0]!.screenName).toBe(typed.screenName);
  });

  it("accepts a trailing slash, as SPEC §7's resource URLs have", async () => {
    const reply = await send(await newPerson(), "POST", "/games/", valid);
    expect(reply.status).toBe(201);
  });

  describe("refuses and writes nothing", () => {
    const cases: Array<[string, unknown, number, string, string]> = [
      ["a missing screen name", { gameName: "G" }, 422, "VALIDATION_FAILED", "screenName"],
      ["a blank game name", { ...valid, gameName: "   " }, 422, "VALIDATION_FAILED", "gameName"],
      [
        "an invisible game name",
        { ...valid, gameName: "\u200B\u200D" },
        422,
        "VALIDATION_FAILED",
        "gameName",
      ],
      [
        "a screen name of 41 characters",
        { ...valid, screenName: "x".repeat(41) },
        422,
        "VALIDATION_FAILED",
        "screenName",
      ],
      [
        "a game name of 81 characters",
        { ...valid, gameName: "x".repeat(81) },
        422,
        "VALIDATION_FAILED",
        "gameName",
      ],
      [
        "a description of 501 characters",
        { ...valid, description: "x".repeat(501) },
        422,
        "VALIDATION_FAILED",
        "description",
      ],
      [
        "a control character in a name",
        { ...valid, screenName: "A\u0000B" },
        422,
        "VALIDATION_FAILED",
        "screenName",
      ],
      [
        "a broken surrogate",
        { ...valid, gameName: "a\uD800b" },
        422,
        "VALIDATION_FAILED",
        "gameName",
      ],
      ["a number for a name", { ...valid, gameName: 42 }, 400, "INVALID_TYPE", "gameName"],
      ["an array for a body", [valid], 400, "INVALID_TYPE", "body"],
    ];
    it.each(cases)("%s", async (_, body, status, code, field) => {
      const creator = await newPerson();
      const before = await snapshot({ uids: [creator.uid] });
      const reply = await send(creator, "POST", "/games", body);
      expectRefusal(reply, status, code);
      expect(Object.keys((reply.body as { errors: object }).errors)).toContain(field);
      expect(await snapshot({ uids: [creator.uid] })).toEqual(before);
    });

    it("malformed JSON with 400 MALFORMED_JSON", async () => {
      const creator = await newPerson();
      const reply = await send(creator, "POST", "/games", '{"screenName": "Ann",');
      expectRefusal(reply, 400, "MALFORMED_JSON");
      expect(await snapshot({ uids: [creator.uid] })).toEqual({
        users: [],
        games: [],
        players: [],
        entries: [],
      });
    });

    it("a body larger than 16 KiB with 413", async () => {
      const reply = await send(await newPerson(), "POST", "/games", {
        ...valid,
        padding: "x".repeat(20_000),
      });
      expectRefusal(reply, 413, "PAYLOAD_TOO_LARGE");
    });

    it("a caller without a token with 401", async () => {
      expectRefusal(await send(null, "POST", "/games", valid), 401, "UNAUTHENTICATED");
    });
  });

  describe("paywall", () => {
    it("refuses a second game without a pass with 402 and creates nothing", async () => {
      const creator = await newPerson();
      await createGame(creator);
      const before = await snapshot({ uids: [creator.uid] });
      expectRefusal(await send(creator, "POST", "/games", valid), 402, "PAYMENT_REQUIRED");
      expect(await snapshot({ uids: [creator.uid] })).toEqual(before);
    });

    it("refuses a second game when the pass has expired", async () => {
      const creator = await newPerson();
      await createGame(creator);
      await testEnv.DB.prepare("UPDATE users SET paid_until = ? WHERE firebase_uid = ?")
        .bind(Date.now() - 1000, creator.uid)
        .run();
      expectRefusal(await send(creator, "POST", "/games", valid), 402, "PAYMENT_REQUIRED");
    });

    it("allows more games while the pass is current", async () => {
      const creator = await newPerson();
      await createGame(creator);
      await testEnv.DB.prepare("UPDATE users SET paid_until = ? WHERE firebase_uid = ?")
        .bind(Date.now() + 86_400_000, creator.uid)
        .run();
      expect((await send(creator, "POST", "/games", valid)).status).toBe(201);
    });

    it("does not count games joined, only games created", async () => {
      const friend = await newPerson();
      const other = await createGame(await newPerson());
      await send(friend, "POST", "/games/join", { screenName: "Friend", code: other.code });
      expect((await send(friend, "POST", "/games", valid)).status).toBe(201);
    });

    it("lets only one of two simultaneous first creations through without a pass", async () => {
      const creator = await newPerson();
      await send(creator, "GET", "/user/load-details");
      const replies = await Promise.all(
        [1, 2, 3].map(() => send(creator, "POST", "/games", valid)),
      );
      expect(replies.map((reply) => reply.status).sort()).toEqual([201, 402, 402]);
      expect((await snapshot({ uids: [creator.uid] })).games).toHaveLength(1);
    });
  });

  describe("sent again with its key, its first answer lost on patchy Wi-Fi", () => {
    const KEY = "a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6";
    const keyed = { ...valid, creationKey: KEY };

    it("gets the game the first made: no second game, and no paywall for a first game that is free", async () => {
      const creator = await newPerson();
      const first = await send<{ data: Game }>(creator, "POST", "/games", keyed);
      expect(first.status).toBe(201);
      const again = await send<{ data: Game }>(creator, "POST", "/games", keyed);
      expect(again.status, JSON.stringify(again.body)).toBe(201);
      expect(again.body.data).toEqual(first.body.data);
      expect((await snapshot({ uids: [creator.uid] })).games).toHaveLength(1);
      // A creation under another key is another game, behind the paywall as ever.
      expectRefusal(await send(creator, "POST", "/games", { ...valid, creationKey: "f".repeat(32) }), 402, "PAYMENT_REQUIRED");
    });

    it("with a pass, one game however often and however close together it is sent; another key makes another", async () => {
      const creator = await newPerson();
      await send(creator, "GET", "/user/load-details");
      await testEnv.DB.prepare("UPDATE users SET paid_until = ? WHERE firebase_uid = ?").bind(Date.now() + 86_400_000, creator.uid).run();
      const replies = await Promise.all([1, 2, 3].map(() => send<{ data: Game }>(creator, "POST", "/games", keyed)));
      expect(replies.map((reply) => reply.status)).toEqual([201, 201, 201]);
      expect(new Set(replies.map((reply) => reply.body.data.code)).size).toBe(1);
      expect((await send(creator, "POST", "/games", { ...valid, creationKey: "e".repeat(32) })).status).toBe(201);
      expect((await snapshot({ uids: [creator.uid] })).games).toHaveLength(2);
    });

    it("is the sender's own: someone else's creation under the same key is their own game", async () => {
      const ann = await newPerson();
      const ben = await newPerson();
      const annGame = (await send<{ data: Game }>(ann, "POST", "/games", keyed)).body.data;
      const benGame = await send<{ data: Game }>(ben, "POST", "/games", { ...keyed, screenName: "Ben" });
      expect(benGame.status).toBe(201);
      expect(benGame.body.data.code).not.toBe(annGame.code);
      expect(benGame.body.data.players.map((player) => player.screenName)).toEqual(["Ben"]);
    });

    it("refuses a key that is not one, 422 (or 400 for a number), and creates nothing", async () => {
      const creator = await newPerson();
      for (const creationKey of ["short", "x".repeat(65), "spaces are not allowed here!!"]) {
        expectRefusal(await send(creator, "POST", "/games", { ...valid, creationKey }), 422, "VALIDATION_FAILED");
      }
      expectRefusal(await send(creator, "POST", "/games", { ...valid, creationKey: 42 }), 400, "INVALID_TYPE");
      expect((await snapshot({ uids: [creator.uid] })).games).toHaveLength(0);
    });

    it("is forgotten with the account", async () => {
      const creator = await newPerson();
      await send(creator, "POST", "/games", keyed);
      const keys = () => testEnv.DB.prepare("SELECT count(*) AS n FROM game_creations WHERE creation_key = ?").bind(KEY).first<{ n: number }>();
      expect((await keys())?.n).toBeGreaterThan(0);
      expect((await send(creator, "DELETE", "/user")).status).toBe(200);
      const others = await testEnv.DB.prepare(
        "SELECT count(*) AS n FROM game_creations WHERE user_id NOT IN (SELECT id FROM users)",
      ).first<{ n: number }>();
      expect(others?.n).toBe(0);
    });
  });

  describe("its way to D1 (docs/decisions/034)", () => {
    /** POST /games through counting bindings: what the Worker waited for before it answered. */
    async function createCounted(creator: Person) {
      const { d1, trips } = countingD1();
      const { rooms, answered } = countingRooms();
      let atAnswer: { d1: string[]; rooms: string[] } | null = null;
      const response = await callWorker("/api/v1/games", {
        method: "POST",
        token: creator.token,
        body: valid,
        env: { DB: d1, GAME_ROOM: rooms },
        onAnswer: () => {
          atAnswer = { d1: [...trips], rooms: [...answered] };
        },
      });
      return { status: response.status, body: await response.json<{ data?: Game; code?: string }>(), atAnswer: atAnswer! };
    }

    it("is one round trip: the paywall read, its check and the writes in one batch, no room waited for", async () => {
      const creator = await newPerson();
      const created = await createCounted(creator);
      expect(created.status).toBe(201);
      expect(created.atAnswer).toEqual({ d1: [expect.stringMatching(/^batch of \d+$/)], rooms: [] });
      // The creator's next call finds the game in its room.
      expect((await send<{ data: Game }>(creator, "GET", `/games/${created.body.data!.code}`)).body.data.players).toHaveLength(1);
    });

    it("reads once more only to say why it refused, and writes nothing", async () => {
      const creator = await newPerson();
      await createGame(creator);
      const before = await snapshot({ uids: [creator.uid] });
      const refused = await createCounted(creator);
      expect(refused.status).toBe(402);
      expect(refused.body.code).toBe("PAYMENT_REQUIRED");
      expect(refused.atAnswer.d1).toHaveLength(2);
      expect(await snapshot({ uids: [creator.uid] })).toEqual(before);
    });
  });
});
