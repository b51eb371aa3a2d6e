import { describe, expect, it } from "vitest";
import type { Game, Seat } from "../shared/api-types";
import { isPayloadMessage, type RealtimeMessage, type RealtimePayloadMessage } from "../shared/realtime-messages";
import { WINNING_LINES } from "../shared/winning-lines";
import { boardOf, expectRefusal, mark, newPerson, readGame, send } from "./support/api-client";
import { settleIndex } from "./support/db-snapshot";
import { connectMember } from "./support/game-socket";
import { claim, confirm, createSeats, grandmaWithALineInAGameOfPlaces, withSeats } from "./support/paper-seats";
import { nextTableMessage, sendTalk } from "./support/table-talk";

/**
 * Paper seats in a round of places (docs/decisions/029, 032): a card takes a place as a player
 * does, one place per card and per player, loses it to a vote, and counts as someone who could
 * still place.
 */

describe("paper seats in a game of places", () => {
  it("take the round's next place when the host confirms them in a game of places, and the round plays on until its last", async () => {
    const { creator, code, people, grandma, grandmasLine } = await grandmaWithALineInAGameOfPlaces(["Ben"]);
    const ben = people[0]!;
    const benSocket = await connectMember(ben, code);

    // Grandma's card takes the first place: the round plays on for the second, her card won.
    const first = await confirm(creator, code, grandma.id);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toMatchObject({ status: "PLAY", winnerId: null, winners: [{ playerId: null, seatId: grandma.id, place: 1 }] });
    expect(first.body.data.seats![0]).toMatchObject({ won: true });
    const heard = await benSocket.nextMatching((message) => isPayloadMessage(message) && Boolean(message.data.game));
    expect((heard as RealtimePayloadMessage).data.game).toMatchObject({ status: "PLAY", winners: [{ seatId: grandma.id, place: 1 }] });
    expect((heard as RealtimePayloadMessage).data.seats![0]).toMatchObject({ won: true });

    // A card takes one place, as a player does: a second tap changes nothing.
    const before = await readGame(creator, code);
    expectRefusal(await confirm(creator, code, grandma.id), 409, "ALREADY_PLACED");
    expect(await readGame(creator, code)).toEqual(before);

    // Ben's own line takes the last place: the round is over, its line Grandma's, the first place's.
    const bensBoard = await boardOf(ben, code);
    for (const position of WINNING_LINES[1]!) if (!grandmasLine.includes(bensBoard[position]!)) await mark(ben, bensBoard[position]!);
    const second = await send<{ data: Game }>(ben, "PUT", `/games/${code}/call-bingo`);
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    const benId = second.body.data.players.find((player) => player.isMe)!.id;
    expect(second.body.data).toMatchObject({
      status: "BINGO",
      winnerId: null,
      winners: [{ playerId: null, seatId: grandma.id, place: 1 }, { playerId: benId, place: 2 }],
    });
    expect(await readGame(ben, code)).toMatchObject({ status: "BINGO", winningEntryIds: grandmasLine });
    // My Games, read from D1, names both places: the card's under its printed name.
    await settleIndex();
    const listed = (await send<{ data: Game[] }>(ben, "GET", "/games")).body.data.find((game) => game.code === code);
    expect(listed?.winners).toEqual([
      { playerId: null, seatId: grandma.id, place: 1, name: "Grandma" },
      { playerId: benId, place: 2, name: "Ben" },
    ]);

    // The next round remembers both places with their names, the card's first.
    const next = await send<{ data: Game }>(creator, "POST", `/games/${code}/rounds`, { after: 1 });
    expect(next.status, JSON.stringify(next.body)).toBe(200);
    expect(next.body.data.pastRounds).toEqual([
      expect.objectContaining({
        number: 1,
        winnerId: null,
        winnerName: "Grandma",
        winners: [
          { playerId: null, seatId: grandma.id, place: 1, name: "Grandma" },
          { playerId: benId, place: 2, name: "Ben" },
        ],
      }),
    ]);
    benSocket.close();
  });

  it("count as someone who could still place: a round of more places than players waits for an open card, and ends with it", async () => {
    const { creator, code, people, grandma, grandmasLine } = await grandmaWithALineInAGameOfPlaces(["Ben"], 3);
    const ben = people[0]!;
    for (const person of [ben, creator]) {
      const board = await boardOf(person, code);
      for (const position of WINNING_LINES[1]!) if (!grandmasLine.includes(board[position]!)) await mark(person, board[position]!);
      const called = await send<{ data: Game }>(person, "PUT", `/games/${code}/call-bingo`);
      expect(called.status, JSON.stringify(called.body)).toBe(200);
      // Both players placed, but Grandma's card is still in the round.
      expect(called.body.data.status).toBe("PLAY");
    }
    const last = await confirm(creator, code, grandma.id);
    expect(last.status, JSON.stringify(last.body)).toBe(200);
    expect(last.body.data).toMatchObject({ status: "BINGO", winners: [{ place: 1 }, { place: 2 }, { seatId: grandma.id, place: 3 }] });
  });

  it("lose their place when the table votes down a mark it rested on: the card is no longer won, the round in play", async () => {
    const { creator, code, people, grandma, grandmasLine } = await grandmaWithALineInAGameOfPlaces(["Ben", "Cleo"]);
    const ben = people[0]!;
    expect((await confirm(creator, code, grandma.id)).body.data).toMatchObject({ winners: [{ seatId: grandma.id, place: 1 }] });

    const asker = await connectMember(creator, code);
    sendTalk(asker, { type: "question", entryId: grandmasLine[0]! });
    const { question } = await nextTableMessage(asker, "mark-question");
    sendTalk(asker, { type: "vote", questionId: question.id, keep: false });
    expect(await nextTableMessage(asker, "mark-question-result")).toMatchObject({ outcome: "undone", bingoWithdrawn: true });
    const read = await readGame(creator, code);
    expect(read).toMatchObject({ status: "PLAY", winnerId: null, winners: [] });
    expect(read.seats![0]).toMatchObject({ won: false, hasBingo: false, oneAway: true });
    // Everyone hears it with the unmark: the card is followed again, its Bingo the host's to confirm anew.
    const heard = asker.received.map((text) => JSON.parse(text) as RealtimeMessage).filter(withSeats).at(-1) as RealtimePayloadMessage;
    expect(heard.data.seats![0]).toMatchObject({ won: false, hasBingo: false, oneAway: true });
    await mark(ben, grandmasLine[0]!);
    expect((await confirm(creator, code, grandma.id)).body.data).toMatchObject({ winners: [{ seatId: grandma.id, place: 1 }] });
    asker.close();
  });

  it("takes one place per card and per player: a card that has won is not claimed, nor any card by a player who has won", async () => {
    const { creator, code, people, grandma, grandmasLine } = await grandmaWithALineInAGameOfPlaces(["Ben"], 3);
    const ben = people[0]!;
    expect((await confirm(creator, code, grandma.id)).body.data).toMatchObject({ winners: [{ seatId: grandma.id, place: 1 }] });

    // Grandma's card has its place: scanned, it would give its full line a second one.
    let before = await readGame(creator, code);
    const wonCard = await claim(ben, code, grandma.id, grandma.claimToken!);
    expectRefusal(wonCard, 409, "ALREADY_PLACED");
    expect(wonCard.body).toMatchObject({ errors: { seat: ["This card has already won a place in this round."] } });
    expect(await readGame(creator, code)).toEqual(before);

    // Ben wins the second place on his own board; a printed card would give him a third.
    const bensBoard = await boardOf(ben, code);
    for (const position of WINNING_LINES[1]!) if (!grandmasLine.includes(bensBoard[position]!)) await mark(ben, bensBoard[position]!);
    expect((await send(ben, "PUT", `/games/${code}/call-bingo`)).status).toBe(200);
    const made = await createSeats(creator, code, { names: ["Card 2"] });
    const [card2] = made.body.data as [Seat];
    before = await readGame(creator, code);
    expectRefusal(await claim(ben, code, card2.id, card2.claimToken!), 409, "ALREADY_PLACED");
    expect(await readGame(creator, code)).toEqual(before);
    // Anyone who has not placed still may.
    const cousin = await newPerson();
    expect((await claim(cousin, code, card2.id, card2.claimToken!)).status).toBe(200);
  });
});
