import { expect } from "vitest";
import type { Entry, Game } from "../../shared/api-types";
import { callWorker } from "./call-worker";
import { firebaseClaims, signIdToken } from "./id-tokens";

/** Someone with a valid ID token; every call creates a new person. */
export interface Person {
  uid: string;
  token: string;
}

export async function newPerson(): Promise<Person> {
  const claims = firebaseClaims();
  return { uid: claims.sub!, token: await signIdToken(claims) };
}

export interface ApiReply<T = unknown> {
  status: number;
  body: T;
}

export interface ErrorBody {
  code: string;
  errors: Record<string, string[]>;
}

/** One API call as `person` (or anonymous), answered with status and parsed JSON. */
export async function send<T = unknown>(
  person: Person | null,
  method: string,
  path: string,
  body?: unknown,
): Promise<ApiReply<T>> {
  const response = await callWorker(`/api/v1${path}`, {
    method,
    token: person?.token,
    body,
  });
  return { status: response.status, body: await response.json<T>() };
}

/** Sends a body as raw text, unchecked: what a broken or hostile client can do. */
export async function sendRaw(
  person: Person,
  method: string,
  path: string,
  body?: string,
): Promise<ApiReply> {
  const response = await callWorker(`/api/v1${path}`, { method, token: person.token, body });
  return { status: response.status, body: await response.json<unknown>() };
}

/** Asserts a refusal: its status and code, in the documented error shape. */
export function expectRefusal(reply: ApiReply, status: number, code: string) {
  expect(reply.status, JSON.stringify(reply.body)).toBe(status);
  expect(reply.body).toEqual({ code, errors: expect.any(Object) });
  const { errors } = reply.body as ErrorBody;
  for (const messages of Object.values(errors)) {
    expect(messages.every((message) => typeof message === "string")).toBe(true);
  }
}

async function expectData<T>(reply: ApiReply, status: number): Promise<T> {
  expect(reply.status, JSON.stringify(reply.body)).toBe(status);
  return (reply.body as { data: T }).data;
}

export async function createGame(
  creator: Person,
  input: Partial<{ screenName: string; gameName: string; description: string }> = {},
): Promise<Game> {
  const reply = await send(creator, "POST", "/games", {
    screenName: "Creator",
    gameName: "Holiday dinner",
    description: "Predictions for the family dinner",
    ...input,
  });
  return expectData<Game>(reply, 201);
}

export async function joinGame(player: Person, code: string, screenName = "Player"): Promise<Game> {
  return expectData<Game>(await send(player, "POST", "/games/join", { screenName, code }), 200);
}

export async function addEntry(person: Person, gameCode: string, text: string): Promise<Entry> {
  return expectData<Entry>(await send(person, "POST", "/entries", { gameCode, text }), 201);
}

export async function addEntries(
  person: Person,
  gameCode: string,
  count: number,
  prefix = "Entry",
): Promise<Entry[]> {
  const added: Entry[] = [];
  for (let index = 1; index <= count; index += 1) {
    added.push(await addEntry(person, gameCode, `${prefix} ${index}`));
  }
  return added;
}

export async function readGame(person: Person, code: string): Promise<Game> {
  return expectData<Game>(await send(person, "GET", `/games/${code}`), 200);
}

export async function listEntries(person: Person, code: string): Promise<Entry[]> {
  return expectData<Entry[]>(await send(person, "GET", `/entries?game=${code}`), 200);
}

export async function startGame(creator: Person, code: string): Promise<Game> {
  return expectData<Game>(await send(creator, "PUT", `/games/${code}/start-game`), 200);
}

export async function mark(person: Person, entryId: number, isMarked = true): Promise<Entry> {
  return expectData<Entry>(await send(person, "PUT", `/entries/${entryId}`, { isMarked }), 200);
}

/** A game in SETUP with a creator, `players` more players and `entries` entries. */
export async function gameInSetup({ players = 1, entries = 24 } = {}) {
  const creator = await newPerson();
  const game = await createGame(creator);
  const others: Person[] = [];
  for (let index = 1; index <= players; index += 1) {
    const player = await newPerson();
    await joinGame(player, game.code, `Player ${index}`);
    others.push(player);
  }
  const added = await addEntries(creator, game.code, entries);
  return { creator, players: others, code: game.code, gameId: game.id, entries: added };
}

/** The same, started: every player holds a board. */
export async function gameInPlay(options: { players?: number; entries?: number } = {}) {
  const setup = await gameInSetup(options);
  await startGame(setup.creator, setup.code);
  return setup;
}

/** The caller's own player code in a game (their player is the one `GET /games` lists). */
export async function ownPlayerCode(person: Person, code: string): Promise<string> {
  const reply = await send<{ data: Game[] }>(person, "GET", "/games");
  return reply.body.data.find((each) => each.code === code)!.players[0]!.code;
}

/** The caller's own board from GET /games/{code}. */
export async function boardOf(person: Person, code: string): Promise<number[]> {
  const game = await readGame(person, code);
  const mine = game.players.find((player) => player.boardEntries);
  expect(mine).toBeDefined();
  return mine!.boardEntries!;
}
