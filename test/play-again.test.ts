import { describe, expect, it } from "vitest";
import type { Entry, FamilyRecord, Game, PlayedAgainInvite, PlayedAgainLinks } from "../shared/api-types";
import { WINNING_LINES } from "../shared/winning-lines";
import {
  addEntries, boardOf, createGame, expectRefusal, joinGame, listEntries, mark, newPerson, readGame, send, startGame,
  type Person,
} from "./support/api-client";
import { settleIndex, snapshot, sql } from "./support/db-snapshot";

/** A pass for `person`, as a payment grants it: a second game takes one (DESIGN.md). */
async function givePass(person: Person) {
  await sql("UPDATE users SET paid_until = ? WHERE firebase_uid = ?", Date.now() + 86_400_000, person.uid);
}

/** `person` marks the first line of their own board and calls Bingo. */
async function win(person: Person, code: string): Promise<number[]> {
  const board = await boardOf(person, code);
  const line = WINNING_LINES[0]!.map((position) => board[position]!);
  for (const id of line) await mark(person, id);
  expect((await send(person, "PUT", `/games/${code}/call-bingo`)).status).toBe(200);
  return line;
}

const playAgain = (person: Person, code: string, body: unknown = {}) =>
  send<{ data: Game }>(person, "POST", `/games/${code}/play-again`, body);
const myGames = async (person: Person) => {
  await settleIndex();
  const reply = await send<{ data: Game[]; playedAgain: PlayedAgainInvite[] }>(person, "GET", "/games");
  expect(reply.status).toBe(200);
  return reply.body;
};

/** Last Christmas: the host, Ann and Ben each wrote ten predictions; Ann won. */
async function lastChristmas() {
  const [host, ann, ben] = [await newPerson(), await newPerson(), await newPerson()];
  const { code } = await createGame(host, { screenName: "Grandpa", gameName: "Christmas 2026" });
  await joinGame(ann, code, "Ann");
  await joinGame(ben, code, "Ben");
  await addEntries(host, code, 10, "Grandpa says");
  await addEntries(ann, code, 10, "Ann says");
  await addEntries(ben, code, 10, "Ben says");
  await startGame(host, code);
  const cameTrue = await win(ann, code);
  return { host, ann, ben, code, cameTrue };
}

describe("POST /games/{code}/play-again", () => {
  it("makes next year's game with the predictions that did not come true, each still its author's", async () => {
    const { host, ann, code, cameTrue } = await lastChristmas();
    const before = await listEntries(host, code);
    await givePass(host);

    const reply = await playAgain(host, code, { seed: "unfulfilled" });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    const next = reply.body.data;
    expect(next.code).not.toBe(code);
    expect(next.name).toBe("Christmas 2027");
    expect(next.status).toBe("SETUP");

    const carried = await listEntries(host, next.code);
    const unfulfilled = before.filter((entry) => !cameTrue.includes(entry.id));
    expect(carried.map((entry) => [entry.text, entry.playerName])).toEqual(
      unfulfilled.map((entry) => [entry.text, entry.playerName]),
    );
    // The host's own are theirs at once; the others' wait for their authors under their names.
    const hostPlayer = next.players[0]!;
    for (const entry of carried) {
      expect(entry.playerId).toBe(entry.playerName === "Grandpa" ? hostPlayer.id : null);
    }

    // Ann joins in one tap from My Games: her predictions are hers again, credit and all.
    const invite = (await myGames(ann)).playedAgain;
    expect(invite).toEqual([{ code: next.code, name: "Christmas 2027", fromCode: code, fromName: "Christmas 2026", screenName: "Ann" }]);
    const joined = await send<{ data: Game; entries: Entry[] }>(ann, "POST", "/games/join", { code: next.code, screenName: invite[0]!.screenName });
    expect(joined.status).toBe(200);
    const annPlayer = joined.body.data.players.find((player) => player.screenName === "Ann")!;
    const annsNow = joined.body.entries.filter((entry) => entry.text.startsWith("Ann says"));
    expect(annsNow.length).toBeGreaterThan(0);
    expect(annsNow.every((entry) => entry.playerId === annPlayer.id && entry.playerName === "Ann")).toBe(true);
    expect((await myGames(ann)).playedAgain).toEqual([]);
    expect((await myGames(ann)).data.map((game) => game.code)).toContain(next.code);
  });

  it("carries every prediction when the host asks for all of them", async () => {
    const { host, code } = await lastChristmas();
    await givePass(host);
    const reply = await playAgain(host, code, { seed: "all" });
    expect(reply.status).toBe(201);
    expect((await listEntries(host, reply.body.data.code)).map((entry) => entry.text)).toEqual(
      (await listEntries(host, code)).map((entry) => entry.text),
    );
  });

  it("keeps a starter idea a starter idea next year: nobody's prophecy then either", async () => {
    const [host, ann] = [await newPerson(), await newPerson()];
    const { code } = await createGame(host, { screenName: "Grandpa", gameName: "Christmas 2026" });
    await joinGame(ann, code, "Ann");
    const picked = await send<{ data: Entry }>(host, "POST", "/entries", { gameCode: code, text: "Someone burns the gravy", origin: "STARTER_IDEA" });
    expect(picked.status, JSON.stringify(picked.body)).toBe(201);
    await addEntries(host, code, 12, "Grandpa says");
    await addEntries(ann, code, 12, "Ann says");
    await startGame(host, code);
    await win(ann, code);
    await givePass(host);

    const next = (await playAgain(host, code, { seed: "all" })).body.data;
    const carried = await listEntries(host, next.code);
    expect(carried.find((entry) => entry.text === "Someone burns the gravy")?.origin).toBe("STARTER_IDEA");
    expect(carried.filter((entry) => entry.text.startsWith("Ann says")).every((entry) => entry.origin === "TYPED")).toBe(true);
  });

  it("links the old and the new game both ways", async () => {
    const { host, ann, ben, code } = await lastChristmas();
    await givePass(host);
    const next = (await playAgain(host, code)).body.data;
    const links = (person: Person, of: string) => send<{ data: PlayedAgainLinks }>(person, "GET", `/games/${of}/played-again`);

    const fromOld = await links(ben, code);
    expect(fromOld.body.data).toEqual({
      previous: null,
      next: { code: next.code, name: "Christmas 2027", year: 2027, isMember: false },
    });
    await joinGame(ann, next.code, "Ann");
    await settleIndex();
    expect((await links(ann, next.code)).body.data).toEqual({
      previous: { code, name: "Christmas 2026", year: 2026, isMember: true },
      next: null,
    });
    // Someone in neither game learns nothing of them.
    expectRefusal(await links(await newPerson(), code), 404, "GAME_NOT_FOUND");
    // Ben has not joined the new game: its own links are not his to read.
    expectRefusal(await links(ben, next.code), 404, "GAME_NOT_FOUND");
  });

  it("refuses non-members, players who are not the host, unfinished games and a second time, changing nothing", async () => {
    const host = await newPerson();
    const ann = await newPerson();
    const { code } = await createGame(host, { gameName: "Christmas 2026" });
    await joinGame(ann, code, "Ann");
    await addEntries(host, code, 24);
    await givePass(host);
    const before = await snapshot({ uids: [host.uid, ann.uid], codes: [code] });

    expectRefusal(await playAgain(host, code), 409, "GAME_NOT_FINISHED");
    await startGame(host, code);
    expectRefusal(await playAgain(host, code), 409, "GAME_NOT_FINISHED");
    await win(ann, code);
    const finished = await snapshot({ uids: [host.uid, ann.uid], codes: [code] });
    expectRefusal(await playAgain(await newPerson(), code), 404, "GAME_NOT_FOUND");
    expectRefusal(await playAgain(ann, code), 403, "NOT_GAME_CREATOR");
    expectRefusal(await playAgain(host, code, { seed: "some" }), 422, "VALIDATION_FAILED");
    expect(await snapshot({ uids: [host.uid, ann.uid], codes: [code] })).toEqual(finished);
    expect(before.games[0]!.status).toBe("SETUP");
    expect(await sql("SELECT * FROM games_played_again WHERE game_code = ?", code)).toEqual([]);

    expect((await playAgain(host, code)).status).toBe(201);
    expectRefusal(await playAgain(host, code), 409, "ALREADY_PLAYED_AGAIN");
    expect(await sql("SELECT game_code FROM games_played_again WHERE game_code = ?", code)).toHaveLength(1);
  });

  it("takes a pass as any new game does, and without one makes nothing", async () => {
    const { host, code } = await lastChristmas();
    expectRefusal(await playAgain(host, code), 402, "PAYMENT_REQUIRED");
    expect(await sql("SELECT * FROM games_played_again WHERE game_code = ?", code)).toEqual([]);
    expect((await myGames(host)).data).toHaveLength(1);
  });
});

describe("GET /games/{code}/record", () => {
  it("keeps Grandma's printed card in the record by its name, a Bingo the host confirmed and all", async () => {
    const { host, ann, code } = await lastChristmas();
    await givePass(host);
    const next = (await playAgain(host, code)).body.data;
    await joinGame(ann, next.code, "Ann");
    await addEntries(host, next.code, 24, "This year");
    await startGame(host, next.code);
    const made = await send<{ data: Array<{ id: number; name: string; boardEntries?: number[] }> }>(host, "POST", `/games/${next.code}/seats`, { names: ["Grandma"] });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const [grandma] = made.body.data;
    for (const position of WINNING_LINES[0]!) await mark(host, grandma!.boardEntries![position]!);
    expect((await send(host, "PUT", `/games/${next.code}/seats/${grandma!.id}/bingo`)).status).toBe(200);

    const reply = await send<{ data: FamilyRecord }>(ann, "GET", `/games/${code}/record`);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.data.people.find((person) => person.name === "Grandma")).toEqual({
      name: "Grandma",
      years: [null, { cameTrue: [], bingos: 1, places: [1] }],
    });
  });

  it("keeps the place a card took in a game of places: a second place is no Bingo", async () => {
    const host = await newPerson();
    const created = await send<{ data: Game }>(host, "POST", "/games", { screenName: "Grandpa", gameName: "Podium", places: 2 });
    const { code } = created.body.data;
    const ann = await newPerson();
    await joinGame(ann, code, "Ann");
    await addEntries(host, code, 30);
    await startGame(host, code);
    const made = await send<{ data: Array<{ id: number; boardEntries?: number[] }> }>(host, "POST", `/games/${code}/seats`, { names: ["Grandma"] });
    const [grandma] = made.body.data;
    await win(ann, code);
    for (const position of WINNING_LINES[0]!) await mark(host, grandma!.boardEntries![position]!);
    expect((await send(host, "PUT", `/games/${code}/seats/${grandma!.id}/bingo`)).status).toBe(200);

    const reply = await send<{ data: FamilyRecord }>(ann, "GET", `/games/${code}/record`);
    expect(reply.body.data.people.find((person) => person.name === "Grandma")).toEqual({
      name: "Grandma",
      years: [{ cameTrue: [], bingos: 0, places: [2] }],
    });
    expect(reply.body.data.people.find((person) => person.name === "Ann")).toMatchObject({ years: [expect.objectContaining({ bingos: 1, places: [1] })] });
  });

  it("keeps a prediction that came true and was taken out of the pool before the next round (decision 042)", async () => {
    const { host, ann, code, cameTrue } = await lastChristmas();
    const [takenOut] = (await listEntries(host, code)).filter((entry) => entry.id === cameTrue[0]);
    expect((await send(host, "DELETE", `/entries/${takenOut!.id}`)).status).toBe(200);
    expect((await send(host, "POST", `/games/${code}/rounds`, { after: 1 })).status).toBe(200);

    const reply = await send<{ data: FamilyRecord }>(ann, "GET", `/games/${code}/record`);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const author = reply.body.data.people.find((person) => person.name === takenOut!.playerName)!;
    expect(author.years[0]!.cameTrue).toContain(takenOut!.text);
    const counted = reply.body.data.people.flatMap((person) => person.years[0]?.cameTrue ?? []);
    expect(counted.filter((text) => text === takenOut!.text)).toHaveLength(1);
  });

  it("credits nobody with a starter idea that came true, whoever picked it (decision 026)", async () => {
    const [host, ann] = [await newPerson(), await newPerson()];
    const { code } = await createGame(host, { screenName: "Grandpa", gameName: "Christmas 2026" });
    await joinGame(ann, code, "Ann");
    const picked = await send<{ data: Entry }>(host, "POST", "/entries", { gameCode: code, text: "Someone burns the gravy", origin: "STARTER_IDEA" });
    expect(picked.status, JSON.stringify(picked.body)).toBe(201);
    const typed = await send<{ data: Entry }>(host, "POST", "/entries", { gameCode: code, text: "Grandpa naps" });
    await addEntries(host, code, 11, "Grandpa says");
    await addEntries(ann, code, 12, "Ann says");
    await startGame(host, code);
    await mark(ann, picked.body.data.id);
    await mark(ann, typed.body.data.id);
    await settleIndex();

    const reply = await send<{ data: FamilyRecord }>(ann, "GET", `/games/${code}/record`);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const grandpa = reply.body.data.people.find((person) => person.name === "Grandpa")!;
    expect(grandpa.years[0]!.cameTrue).toEqual(["Grandpa naps"]);
  });

  it("shows two years of one family, per person, to anyone in the chain", async () => {
    const { host, ann, ben, code, cameTrue } = await lastChristmas();
    const firstYear = await listEntries(host, code);
    await givePass(host);
    const next = (await playAgain(host, code)).body.data;
    await joinGame(ann, next.code, "Ann");
    await startGame(host, next.code);
    const secondTrue = await win(host, next.code);
    const secondYear = await listEntries(host, next.code);
    await settleIndex();

    const textsOf = (entries: Entry[], ids: number[], author: string) =>
      entries.filter((entry) => ids.includes(entry.id) && entry.playerName === author).map((entry) => entry.text).sort();
    const yearOf = (entries: Entry[], ids: number[], author: string, bingos: number) => ({
      cameTrue: textsOf(entries, ids, author),
      bingos,
      // One place a round, the first: these games play for one winner.
      places: bingos > 0 ? [1] : [],
    });
    const expected = (person: string, first: number, second: number | null) => ({
      name: person,
      years: [
        yearOf(firstYear, cameTrue, person, first),
        second === null ? null : yearOf(secondYear, secondTrue, person, second),
      ],
    });

    // Ben played only last year, yet the record is his to open from either game's code.
    for (const [person, from] of [[ben, code], [ann, next.code], [host, code]] as const) {
      const reply = await send<{ data: FamilyRecord }>(person, "GET", `/games/${from}/record`);
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      const record = reply.body.data;
      expect(record.games.map((game) => [game.code, game.name, game.year])).toEqual([
        [code, "Christmas 2026", 2026],
        [next.code, "Christmas 2027", 2027],
      ]);
      const sorted = record.people.map((each) => ({ ...each, years: each.years.map((year) => year && { ...year, cameTrue: [...year.cameTrue].sort() }) }));
      expect(sorted).toEqual(
        expect.arrayContaining([expected("Grandpa", 0, 1), expected("Ann", 1, 0), expected("Ben", 0, null)]),
      );
      expect(sorted).toHaveLength(3);
    }
    expectRefusal(await send(await newPerson(), "GET", `/games/${code}/record`), 404, "GAME_NOT_FOUND");
  });
});
