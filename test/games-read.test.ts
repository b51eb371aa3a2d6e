import { describe, expect, it } from "vitest";
import type { Game, Paginator } from "../shared/api-types";
import {
  createGame,
  expectRefusal,
  gameInPlay,
  joinGame,
  newPerson,
  readGame,
  send,
  type Person,
} from "./support/api-client";
import { sql } from "./support/db-snapshot";

async function listGames(person: Person, query = "") {
  const reply = await send<{ data: Game[]; paginator: Paginator }>(person, "GET", `/games${query}`);
  expect(reply.status).toBe(200);
  return reply.body;
}

/** A person with a pass, so one person can create several games. */
async function personWithPass() {
  const person = await newPerson();
  await sql(
    "INSERT INTO users (firebase_uid, paid_until) VALUES (?, ?)",
    person.uid,
    Date.now() + 86_400_000,
  );
  return person;
}

async function setStatus(code: string, status: string) {
  await sql("UPDATE games SET status = ? WHERE code = ?", status, code);
}

describe("GET /games", () => {
  it("lists the caller's games in status order PLAY, SETUP, BINGO, COMPLETE, then by name", async () => {
    const person = await personWithPass();
    const made = [
      ["b setup", "SETUP"],
      ["Done", "COMPLETE"],
      ["Won", "BINGO"],
      ["A setup", "SETUP"],
      ["Zed playing", "PLAY"],
      ["alpha playing", "PLAY"],
    ];
    for (const [gameName, status] of made) {
      const { code } = await createGame(person, { gameName });
      await setStatus(code, status!);
    }
    const { data, paginator } = await listGames(person);
    expect(data.map((game) => `${game.status} ${game.name}`)).toEqual([
      "PLAY alpha playing",
      "PLAY Zed playing",
      "SETUP A setup",
      "SETUP b setup",
      "BINGO Won",
      "COMPLETE Done",
    ]);
    expect(paginator).toEqual({ page: 1, perPage: 20, total: 6, lastPage: 1 });
  });

  it("includes games the caller joined and never other people's games", async () => {
    const person = await newPerson();
    const joined = await createGame(await newPerson(), { gameName: "Joined" });
    await createGame(await newPerson(), { gameName: "Not mine" });
    await joinGame(person, joined.code);
    const { data } = await listGames(person);
    expect(data.map((game) => game.name)).toEqual(["Joined"]);
  });

  it("lists only the caller's own player in each game", async () => {
    const creator = await newPerson();
    const { code } = await createGame(creator, { screenName: "Ann" });
    await joinGame(await newPerson(), code, "Bob");
    const { data } = await listGames(creator);
    expect(data[0]!.players.map((player) => player.screenName)).toEqual(["Ann"]);
  });

  it("pages with page and perPage and reports the paginator", async () => {
    const person = await personWithPass();
    for (let index = 1; index <= 5; index += 1)
      await createGame(person, { gameName: `Game ${index}` });
    const second = await listGames(person, "?page=2&perPage=2");
    expect(second.data.map((game) => game.name)).toEqual(["Game 3", "Game 4"]);
    expect(second.paginator).toEqual({ page: 2, perPage: 2, total: 5, lastPage: 3 });
    const beyond = await listGames(person, "?page=9&perPage=2");
    expect(beyond.data).toEqual([]);
  });

  it("answers a person without games with an empty first page", async () => {
    expect(await listGames(await newPerson())).toEqual({
      data: [],
      paginator: { page: 1, perPage: 20, total: 0, lastPage: 1 },
      playedAgain: [],
    });
  });

  it.each([
    ["?perPage=101", 422, "VALIDATION_FAILED"],
    ["?page=0", 422, "VALIDATION_FAILED"],
    ["?page=1.5", 400, "INVALID_TYPE"],
    ["?perPage=lots", 400, "INVALID_TYPE"],
  ])("refuses the query %s", async (query, status, code) => {
    expectRefusal(await send(await newPerson(), "GET", `/games${query}`), status, code);
  });
});

describe("GET /games/{code}", () => {
  it("shows a member the game with every player, in joining order", async () => {
    const creator = await newPerson();
    const { code } = await createGame(creator, { screenName: "Ann" });
    await joinGame(await newPerson(), code, "Bob");
    const game = await readGame(creator, ` ${code.toLowerCase()}`);
    expect(game.players.map((player) => player.screenName)).toEqual(["Ann", "Bob"]);
  });

  it("shows each player their own board and nobody else's", async () => {
    const { creator, players, code } = await gameInPlay({ players: 2 });
    for (const person of [creator, ...players]) {
      const game = await readGame(person, code);
      const withBoards = game.players.filter((player) => player.boardEntries !== undefined);
      expect(withBoards).toHaveLength(1);
      const [mine] = await sql<{ id: number }>(
        "SELECT players.id FROM players JOIN users ON users.id = players.user_id WHERE firebase_uid = ?",
        person.uid,
      );
      expect(withBoards[0]!.id).toBe(mine!.id);
    }
  });

  it("answers a non-member exactly as an unknown code: 404 GAME_NOT_FOUND", async () => {
    const { code } = await createGame(await newPerson());
    const stranger = await newPerson();
    const member = await send(stranger, "GET", `/games/${code}`);
    const unknown = await send(stranger, "GET", "/games/ZZZZ2345");
    expectRefusal(member, 404, "GAME_NOT_FOUND");
    expect(member.body).toEqual(unknown.body);
  });

  it("answers a code that cannot exist with 404", async () => {
    expectRefusal(
      await send(await newPerson(), "GET", "/games/not-a-code!"),
      404,
      "GAME_NOT_FOUND",
    );
  });

  it("needs a token", async () => {
    const { code } = await createGame(await newPerson());
    expectRefusal(await send(null, "GET", `/games/${code}`), 401, "UNAUTHENTICATED");
  });
});
