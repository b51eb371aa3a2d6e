import { describe, expect, it } from "vitest";
import type { Game } from "../shared/api-types";
import { isPayloadMessage, type RealtimePayloadMessage } from "../shared/realtime-messages";
import { WINNING_LINES } from "../shared/winning-lines";
import { boardOf, expectRefusal, gameInPlay, gameInSetup, joinGame, mark, newPerson, readGame, send } from "./support/api-client";
import { connectMember } from "./support/game-socket";
import { claim, confirm, createSeats, grandmaAtTheTable, seatsHeard } from "./support/paper-seats";
import { registeredPerson } from "./support/registered-person";

/**
 * Paper seats (docs/decisions/032-paper-seats.md): the host's printed cards are seats of the round,
 * followed like phones as anyone marks, confirmed by the host, and claimed by their QR code's token.
 */

describe("paper seats", () => {
  it("are made by the host, each with a board and a claim token that only the host sees", async () => {
    const { creator, players, code } = await gameInPlay({ players: 1, entries: 30 });
    const socket = await connectMember(players[0]!, code);
    const made = await createSeats(creator, code, { names: ["Grandma", "Card 2"] });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const seats = made.body.data;
    expect(seats.map((seat) => seat.name)).toEqual(["Grandma", "Card 2"]);
    for (const seat of seats) {
      expect(new Set(seat.boardEntries).size).toBe(24);
      expect(seat.claimToken).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(seat).toMatchObject({ oneAway: false, hasBingo: false, won: false, claimedBy: null });
    }
    expect(seats[0]!.boardEntries).not.toEqual(seats[1]!.boardEntries);

    // Everyone hears of them at once, without boards or tokens.
    const heard = await seatsHeard(socket);
    expect(heard.data.seats!.map((seat) => seat.name)).toEqual(["Grandma", "Card 2"]);
    expect(JSON.stringify(heard)).not.toContain("boardEntries");
    expect(JSON.stringify(heard)).not.toContain(seats[0]!.claimToken!);

    // A player's read shows the seats but neither boards nor tokens; the host's read has both.
    const asPlayer = await readGame(players[0]!, code);
    expect(asPlayer.seats!.map((seat) => seat.name)).toEqual(["Grandma", "Card 2"]);
    expect(JSON.stringify(asPlayer.seats)).not.toContain("boardEntries");
    expect(JSON.stringify(asPlayer)).not.toContain(seats[0]!.claimToken!);
    expect((await readGame(creator, code)).seats).toEqual(seats);

    // Someone joining in play hears of them in the join's own answer.
    const late = await send<{ data: Game }>(await newPerson(), "POST", "/games/join", { screenName: "Late", code });
    expect(late.body.data.seats!.map((seat) => seat.name)).toEqual(["Grandma", "Card 2"]);
    expect(JSON.stringify(late.body.data.seats)).not.toContain("boardEntries");
  });

  it("are refused to anyone but the host, outside play, and for bad names, and a refusal changes nothing", async () => {
    const { creator, players, code } = await gameInPlay({ players: 1, entries: 24 });
    const before = await readGame(creator, code);
    expectRefusal(await createSeats(players[0]!, code, { names: ["Grandma"] }), 403, "NOT_GAME_CREATOR");
    expectRefusal(await createSeats(await newPerson(), code, { names: ["Grandma"] }), 404, "GAME_NOT_FOUND");
    for (const body of [{}, { names: [] }, { names: [""] }, { names: ["   "] }, { names: ["x".repeat(41)] }, { names: ["Gran\u202Ema"] }]) {
      expectRefusal(await createSeats(creator, code, body), 422, "VALIDATION_FAILED");
    }
    for (const body of [{ names: "Grandma" }, { names: [7] }]) expectRefusal(await createSeats(creator, code, body), 400, "INVALID_TYPE");
    expectRefusal(await createSeats(creator, code, { names: Array.from({ length: 101 }, (_, index) => `Card ${index + 1}`) }), 422, "VALIDATION_FAILED");
    expect(await readGame(creator, code)).toEqual(before);
    expect(before.seats).toBeUndefined();

    const inSetup = await gameInSetup({ players: 0, entries: 24 });
    expectRefusal(await createSeats(inSetup.creator, inSetup.code, { names: ["Grandma"] }), 409, "GAME_NOT_IN_PLAY");
  });

  it("become one away, then have Bingo, as others mark their squares: every socket and the TV hear it", async () => {
    const { creator, ben, code, grandma, benSocket, tv } = await grandmaAtTheTable();
    const topRow = WINNING_LINES[0]!.map((position) => grandma.boardEntries![position]!);

    for (const [index, entryId] of topRow.slice(0, 4).entries()) {
      await mark(index % 2 ? ben : creator, entryId);
      const [toBen, toTv] = [await seatsHeard(benSocket), await seatsHeard(tv)];
      expect(toTv.data.seats).toEqual(toBen.data.seats);
      expect(toBen.data.seats![0]!.oneAway).toBe(index === 3);
      expect(toBen.data.seats![0]!.hasBingo).toBe(false);
    }
    await mark(ben, topRow[4]!);
    const [toBen, toTv] = [await seatsHeard(benSocket), await seatsHeard(tv)];
    for (const heard of [toBen, toTv]) expect(heard.data.seats![0]).toMatchObject({ name: "Grandma", oneAway: false, hasBingo: true, won: false });
    // The game goes on: a seat's Bingo is the host's to confirm.
    expect((await readGame(ben, code)).status).toBe("PLAY");
  });

  it("win the round when the host confirms a full card; nobody else may confirm, nor confirm a card without a line", async () => {
    const { creator, ben, code, grandma, benSocket, tv } = await grandmaAtTheTable();
    const topRow = WINNING_LINES[0]!.map((position) => grandma.boardEntries![position]!);
    for (const entryId of topRow.slice(0, 4)) await mark(ben, entryId);
    expectRefusal(await confirm(creator, code, grandma.id), 409, "NO_BINGO");
    await mark(ben, topRow[4]!);

    const before = await readGame(creator, code);
    expectRefusal(await confirm(ben, code, grandma.id), 403, "NOT_GAME_CREATOR");
    expectRefusal(await confirm(creator, code, 999_999), 404, "SEAT_NOT_FOUND");
    expect(await readGame(creator, code)).toEqual(before);

    const confirmed = await confirm(creator, code, grandma.id);
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.data).toMatchObject({ status: "BINGO", winnerId: null, winningEntryIds: topRow });
    for (const socket of [benSocket, tv]) {
      // The game's own fields (docs/decisions/033-room-deltas.md).
      const heard = await socket.nextMatching((message) => isPayloadMessage(message) && Boolean(message.data.game));
      expect((heard as RealtimePayloadMessage).data.game).toMatchObject({ status: "BINGO", winnerId: null });
      expect((heard as RealtimePayloadMessage).data.seats![0]).toMatchObject({ name: "Grandma", won: true });
    }
    const read = await readGame(ben, code);
    expect(read).toMatchObject({ status: "BINGO", winnerId: null, winningEntryIds: topRow });
    expect(read.seats![0]!.won).toBe(true);
    // The round is won: nobody can call Bingo after it.
    expectRefusal(await send(ben, "PUT", `/games/${code}/call-bingo`), 409, "BINGO_ALREADY_CALLED");

    // The next round remembers the card as the round's winner; its seats were that round's.
    const next = await send<{ data: Game }>(creator, "POST", `/games/${code}/rounds`, { after: 1 });
    expect(next.status, JSON.stringify(next.body)).toBe(200);
    expect(next.body.data.pastRounds).toEqual([expect.objectContaining({ number: 1, winnerId: null, winnerName: "Grandma" })]);
    expect((await readGame(ben, code)).seats).toBeUndefined();
  });

  it("is claimed by its card's token: the claimer joins under its name and plays that very board", async () => {
    const { creator, code, grandma, benSocket } = await grandmaAtTheTable();
    const granddaughter = await newPerson();
    const claimed = await claim(granddaughter, code, grandma.id, grandma.claimToken!);
    expect(claimed.status, JSON.stringify(claimed.body)).toBe(200);
    const me = claimed.body.data.players.find((player) => player.isMe)!;
    expect(me.screenName).toBe("Grandma");
    expect(me.boardEntries).toEqual(grandma.boardEntries);
    expect(await boardOf(granddaughter, code)).toEqual(grandma.boardEntries);

    // Everyone hears the new player and the seat now theirs; nobody hears the board.
    const heard = await seatsHeard(benSocket);
    expect(heard.data.seats![0]).toMatchObject({ id: grandma.id, claimedBy: me.id });
    expect(JSON.stringify(heard)).not.toContain("boardEntries");
    const hostView = (await readGame(creator, code)).seats![0]!;
    expect(hostView.claimedBy).toBe(me.id);
    expect(hostView.claimToken).toBeUndefined();

    // The same card again from the same phone changes nothing.
    const again = await claim(granddaughter, code, grandma.id, grandma.claimToken!);
    expect(again.status).toBe(200);
    expect(again.body.data.version).toBe(claimed.body.data.version);
  });

  it("is paper again when the host removes the player who claimed it: followed, and claimable anew, but not by them", async () => {
    const { creator, code, grandma, benSocket } = await grandmaAtTheTable();
    const grandson = await newPerson();
    const claimed = await claim(grandson, code, grandma.id, grandma.claimToken!);
    expect(claimed.status, JSON.stringify(claimed.body)).toBe(200);
    const him = claimed.body.data.players.find((player) => player.isMe)!;
    await seatsHeard(benSocket);

    const removed = await send(creator, "DELETE", `/games/${code}/players/${him.code}`);
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    // Everyone hears the card is on paper again, with the removal itself.
    const heard = await seatsHeard(benSocket);
    expect(heard.data).toMatchObject({ removedPlayerIds: [him.id] });
    expect(heard.data.seats!.find((seat) => seat.id === grandma.id)).toMatchObject({ claimedBy: null });
    const hostView = (await readGame(creator, code)).seats!.find((seat) => seat.id === grandma.id)!;
    expect(hostView).toMatchObject({ claimedBy: null, claimToken: grandma.claimToken });

    // Its token does not bring him back; someone else's scan takes the card.
    const before = await readGame(creator, code);
    expectRefusal(await claim(grandson, code, grandma.id, grandma.claimToken!), 403, "REMOVED_FROM_GAME");
    expect(await readGame(creator, code)).toEqual(before);
    const cousin = await newPerson();
    const again = await claim(cousin, code, grandma.id, grandma.claimToken!);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(await boardOf(cousin, code)).toEqual(grandma.boardEntries);
  });

  it("is paper again when the player who claimed it deletes their account", async () => {
    const { creator, code, grandma } = await grandmaAtTheTable();
    const grandson = await newPerson();
    expect((await claim(grandson, code, grandma.id, grandma.claimToken!)).status).toBe(200);

    const deleted = await send(grandson, "DELETE", "/user");
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    const hostView = (await readGame(creator, code)).seats!.find((seat) => seat.id === grandma.id)!;
    expect(hostView).toMatchObject({ claimedBy: null, claimToken: grandma.claimToken });
    const cousin = await newPerson();
    expect((await claim(cousin, code, grandma.id, grandma.claimToken!)).status).toBe(200);
    expect(await boardOf(cousin, code)).toEqual(grandma.boardEntries);
  });

  it("is paper again when a guest who claimed it signs in to an account already in the game", async () => {
    const { creator, code, grandma } = await grandmaAtTheTable();
    const account = await registeredPerson();
    await joinGame(account, code, "Tom");
    const tomsBoard = await boardOf(account, code);
    const guest = await newPerson();
    expect((await claim(guest, code, grandma.id, grandma.claimToken!)).status).toBe(200);

    const merged = await send(account, "POST", "/user/merge", { anonymousToken: guest.token });
    expect(merged.status, JSON.stringify(merged.body)).toBe(200);
    // Tom keeps his own board; the card is no deleted guest's.
    expect(await boardOf(account, code)).toEqual(tomsBoard);
    const hostView = (await readGame(creator, code)).seats!.find((seat) => seat.id === grandma.id)!;
    expect(hostView).toMatchObject({ claimedBy: null, claimToken: grandma.claimToken });
  });

  it("is paper again when its player claims another card: the first followed, confirmable and claimable anew", async () => {
    const { creator, ben, code, grandma, benSocket } = await grandmaAtTheTable();
    const card2 = (await readGame(creator, code)).seats!.find((seat) => seat.id !== grandma.id)!;
    expect((await claim(ben, code, grandma.id, grandma.claimToken!)).status).toBe(200);
    await seatsHeard(benSocket);

    const second = await claim(ben, code, card2.id, card2.claimToken!);
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(await boardOf(ben, code)).toEqual(card2.boardEntries);
    const benId = second.body.data.players.find((player) => player.isMe)!.id;
    const heard = await seatsHeard(benSocket);
    expect(heard.data.seats!.find((seat) => seat.id === grandma.id)).toMatchObject({ claimedBy: null });
    expect(heard.data.seats!.find((seat) => seat.id === card2.id)).toMatchObject({ claimedBy: benId });
    const hostView = (await readGame(creator, code)).seats!.find((seat) => seat.id === grandma.id)!;
    expect(hostView).toMatchObject({ claimedBy: null, claimToken: grandma.claimToken });

    const cousin = await newPerson();
    expect((await claim(cousin, code, grandma.id, grandma.claimToken!)).status).toBe(200);
    expect(await boardOf(cousin, code)).toEqual(grandma.boardEntries);
  });

  it("refuses a wrong token and a card already claimed, and changes nothing", async () => {
    const { creator, ben, code, grandma } = await grandmaAtTheTable();
    const stranger = await newPerson();
    const before = await readGame(creator, code);
    const wrong = grandma.claimToken!.slice(0, 21) + (grandma.claimToken!.endsWith("A") ? "B" : "A");
    expectRefusal(await claim(stranger, code, grandma.id, wrong), 404, "SEAT_NOT_FOUND");
    expectRefusal(await claim(stranger, code, grandma.id, "short"), 422, "VALIDATION_FAILED");
    expectRefusal(await claim(stranger, code, 999_999, grandma.claimToken!), 404, "SEAT_NOT_FOUND");
    expect(await readGame(creator, code)).toEqual(before);

    // Ben, already playing, takes the card instead of his board; after that the token is spent.
    expect((await claim(ben, code, grandma.id, grandma.claimToken!)).status).toBe(200);
    expect(await boardOf(ben, code)).toEqual(grandma.boardEntries);
    const afterClaim = await readGame(creator, code);
    expectRefusal(await claim(stranger, code, grandma.id, grandma.claimToken!), 409, "SEAT_CLAIMED");
    expect(await readGame(creator, code)).toEqual(afterClaim);
    await expect(joinGame(stranger, code, "Late")).resolves.toBeDefined();
  });
});
