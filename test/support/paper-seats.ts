import { expect } from "vitest";
import type { Game, Seat } from "../../shared/api-types";
import { isPayloadMessage, type RealtimeMessage, type RealtimePayloadMessage } from "../../shared/realtime-messages";
import { WINNING_LINES } from "../../shared/winning-lines";
import { addEntries, gameInPlay, joinGame, mark, newPerson, send, startGame, type Person } from "./api-client";
import { connectMember } from "./game-socket";
import type { TestSocket } from "./room-socket";
import { connectViewer, viewerKeyOf } from "./tv-viewer";

/** Paper seats' calls and tables (docs/decisions/032-paper-seats.md), for the seats' tests. */

export const createSeats = (person: Person, code: string, body: unknown) => send<{ data: Seat[] }>(person, "POST", `/games/${code}/seats`, body);
export const confirm = (person: Person, code: string, seatId: number) => send<{ data: Game }>(person, "PUT", `/games/${code}/seats/${seatId}/bingo`);
export const claim = (person: Person, code: string, seatId: number, token: string) =>
  send<{ data: Game }>(person, "POST", `/games/${code}/seats/${seatId}/claim`, { token });

export const withSeats = (message: RealtimeMessage) => isPayloadMessage(message) && message.data.seats !== undefined;

/** The next message that carries the seats, from a socket. */
export async function seatsHeard(socket: TestSocket): Promise<RealtimePayloadMessage> {
  return (await socket.nextMatching(withSeats)) as RealtimePayloadMessage;
}

/** A game in play with one other player, Grandma's card printed, and the player's and a TV's sockets. */
export async function grandmaAtTheTable() {
  const { creator, players, code } = await gameInPlay({ players: 1, entries: 24 });
  const ben = players[0]!;
  const benSocket = await connectMember(ben, code);
  const tv = await connectViewer(code, await viewerKeyOf(creator, code));
  const made = await createSeats(creator, code, { names: ["Grandma", "Card 2"] });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const [grandma] = made.body.data as [Seat, Seat];
  await seatsHeard(benSocket);
  await seatsHeard(tv);
  return { creator, ben, code, grandma, benSocket, tv };
}

/**
 * A game of 2 places in play: the host, `others` who joined in that order, Grandma's card printed,
 * and her top line marked by the first of the others, so the host may confirm it.
 */
export async function grandmaWithALineInAGameOfPlaces(others: string[], places = 2) {
  const creator = await newPerson();
  const created = await send<{ data: Game }>(creator, "POST", "/games", { screenName: "Host", gameName: "Podium", places });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const { code } = created.body.data;
  const people: Person[] = [];
  for (const name of others) {
    const person = await newPerson();
    await joinGame(person, code, name);
    people.push(person);
  }
  await addEntries(creator, code, 30);
  await startGame(creator, code);
  const made = await createSeats(creator, code, { names: ["Grandma"] });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const [grandma] = made.body.data as [Seat];
  const grandmasLine = WINNING_LINES[0]!.map((position) => grandma.boardEntries![position]!);
  for (const entryId of grandmasLine) await mark(people[0]!, entryId);
  return { creator, code, people, grandma, grandmasLine };
}
