import { describe, expect, it } from "vitest";
import type { Entry } from "../shared/api-types";
import { oneAwayPlayerIds } from "../shared/one-away";
import { isPayloadMessage, type RealtimeMessage, type RealtimePayloadMessage } from "../shared/realtime-messages";
import { WINNING_LINES } from "../shared/winning-lines";
import { gameInPlay, joinGame, newPerson, readGame, send, type Person } from "./support/api-client";
import { connectMember } from "./support/game-socket";
import type { TestSocket } from "./support/room-socket";

/** One away: the server works it out from every board; nobody learns a board. */

const withEntries = (message: RealtimeMessage) => isPayloadMessage(message) && Boolean(message.data.entries);

interface Seat {
  person: Person;
  playerId: number;
  board: number[];
  socket: TestSocket;
}

/** A started game of three, each with their own board (read as its owner) and a socket. */
async function tableOfThree() {
  const { creator, players, code } = await gameInPlay({ players: 2, entries: 24 });
  const seats: Seat[] = [];
  for (const person of [creator, ...players]) {
    const own = (await readGame(person, code)).players.find((player) => player.boardEntries)!;
    seats.push({ person, playerId: own.id, board: own.boardEntries!, socket: await connectMember(person, code) });
  }
  return { code, seats };
}

/** Who the rule says is one away, from every board and the marks. */
function expectedOneAway(seats: Seat[], marked: ReadonlySet<number>) {
  return oneAwayPlayerIds(
    seats.map((seat) => ({ id: seat.playerId, boardEntries: seat.board })),
    marked,
  );
}

/** Marks or unmarks; every socket of the game must get the change with who is one away. */
async function markAndHear(seats: Seat[], by: Seat, entryId: number, isMarked: boolean, marked: Set<number>) {
  const reply = await send<{ data: Entry; version: number }>(by.person, "PUT", `/entries/${entryId}`, { isMarked });
  expect(reply.status).toBe(200);
  if (isMarked) marked.add(entryId);
  else marked.delete(entryId);
  const messages: RealtimePayloadMessage[] = [];
  for (const seat of seats) {
    const message = (await seat.socket.nextMatching(withEntries)) as RealtimePayloadMessage;
    // On the mark's own message, with the mark's version (decision 005).
    expect(message.version).toBe(reply.body.version);
    expect(message.data.entries).toEqual([reply.body.data]);
    expect(message.data.oneAwayPlayerIds).toEqual(expectedOneAway(seats, marked));
    // Nobody's board rides along: only the ids of the players.
    expect(JSON.stringify(message)).not.toContain("boardEntries");
    messages.push(message);
  }
  return messages[0]!.data.oneAwayPlayerIds!;
}

describe("one away", () => {
  it("follows every mark and unmark, for each player, on the mark's message to every socket", async () => {
    const { code, seats } = await tableOfThree();
    const [ann, bob, cat] = seats as [Seat, Seat, Seat];
    const annTopRow = WINNING_LINES[0]!.map((position) => ann.board[position]!);
    const marked = new Set<number>();

    // Four of Ann's top row, marked by Bob and Cat: Ann is then one away.
    for (const [index, entryId] of annTopRow.slice(0, 4).entries()) {
      const oneAway = await markAndHear(seats, index % 2 ? cat : bob, entryId, true, marked);
      if (index < 3) expect(oneAway).not.toContain(ann.playerId);
      else expect(oneAway).toContain(ann.playerId);
    }
    // GET /games/{code} says the same to every player.
    for (const seat of seats) {
      expect((await readGame(seat.person, code)).oneAwayPlayerIds).toEqual(expectedOneAway(seats, marked));
    }

    // Bob takes his mark back: Ann is no longer one away.
    let oneAway = await markAndHear(seats, bob, annTopRow[0]!, false, marked);
    expect(oneAway).not.toContain(ann.playerId);

    // Marks all over the others' boards too: the list is right for every player after each.
    for (const entryId of [bob.board[6]!, bob.board[7]!, cat.board[18]!, bob.board[8]!, cat.board[19]!]) {
      oneAway = await markAndHear(seats, ann, entryId, true, marked);
    }
    // The last line marked full is not one away any more: it can call Bingo.
    await markAndHear(seats, cat, annTopRow[0]!, true, marked);
    oneAway = await markAndHear(seats, cat, annTopRow[4]!, true, marked);
    expect(oneAway).not.toContain(ann.playerId);

    for (const seat of seats) seat.socket.close();
  });

  it("a board dealt to a late joiner counts at once, on the join's message, and never shows", async () => {
    const { code, seats } = await tableOfThree();
    const marked = new Set<number>();
    // Half of the game's entries marked: many lines of any board are near full.
    for (const entryId of seats[0]!.board.slice(0, 12)) await markAndHear(seats, seats[1]!, entryId, true, marked);

    const late = await joinGame(await newPerson(), code, "Late Lucy");
    const own = late.players.find((player) => player.boardEntries)!;
    const everyone = [...seats, { playerId: own.id, board: own.boardEntries! } as Seat];
    for (const seat of seats) {
      const message = await seat.socket.nextMatching(
        (candidate) => isPayloadMessage(candidate) && Boolean(candidate.data.players),
      );
      expect(isPayloadMessage(message) && message.data.oneAwayPlayerIds).toEqual(expectedOneAway(everyone, marked));
      expect(JSON.stringify(message)).not.toContain("boardEntries");
    }
    for (const seat of seats) seat.socket.close();
  });

  it("a player's GET of the game shows who is one away but no other board", async () => {
    const { code, seats } = await tableOfThree();
    const [ann, bob] = seats as [Seat, Seat, Seat];
    const marked = new Set<number>();
    for (const position of WINNING_LINES[0]!.slice(0, 4)) {
      await markAndHear(seats, ann, ann.board[position]!, true, marked);
    }
    const seenByBob = await readGame(bob.person, code);
    expect(seenByBob.oneAwayPlayerIds).toContain(ann.playerId);
    expect(seenByBob.players.filter((player) => player.boardEntries).map((player) => player.id)).toEqual([bob.playerId]);
    for (const seat of seats) seat.socket.close();
  });
});
