import { describe, expect, it } from "vitest";
import type { Entry } from "../shared/api-types";
import { WINNING_LINES } from "../shared/winning-lines";
import { boardOf, expectRefusal, gameInPlay, listEntries, mark, send, type Person } from "./support/api-client";
import { snapshot, versionOf } from "./support/db-snapshot";

/** A mark as the web app sends it: with the version its screen showed when the player tapped. */
const markOn = (person: Person, entryId: number, isMarked: boolean, basedOnVersion: number) =>
  send<{ data: Entry; version: number }>(person, "PUT", `/entries/${entryId}`, { isMarked, basedOnVersion });

const entryIn = async (person: Person, code: string, id: number) =>
  (await listEntries(person, code)).find((entry) => entry.id === id)!;

describe("a mark made on an older version (lost updates)", () => {
  it("is dropped as MARK_SUPERSEDED when someone else changed the entry since: a retry cannot undo the creator's unmark", async () => {
    const { creator, players: [bob], code, entries } = await gameInPlay({ players: 1 });
    const square = entries[5]!.id;
    const seen = await versionOf(code);
    // Bob's mark commits, but its answer is lost on the way back; the creator unmarks.
    expect((await markOn(bob!, square, true, seen)).status).toBe(200);
    expect((await markOn(creator, square, false, seen + 1)).status).toBe(200);

    // Bob's phone retries the very same request.
    const before = await snapshot({ codes: [code] });
    const retry = await markOn(bob!, square, true, seen);
    expectRefusal(retry, 409, "MARK_SUPERSEDED");
    expect(retry.body).toEqual({
      code: "MARK_SUPERSEDED",
      errors: { isMarked: ["Someone else changed this square after you tapped it, so it shows their change."] },
    });
    expect(await snapshot({ codes: [code] })).toEqual(before);
    expect(await entryIn(creator, code, square)).toMatchObject({ isMarked: false, markedBy: null });
  });

  it("is applied when only the caller changed the entry since (their own retry), or only other entries changed", async () => {
    const { creator, players: [bob], code, entries } = await gameInPlay({ players: 1 });
    const [mine, elsewhere] = [entries[6]!.id, entries[7]!.id];
    const seen = await versionOf(code);
    // The creator's changes of another square move the version on.
    expect((await markOn(creator, elsewhere, true, seen)).status).toBe(200);
    expect((await markOn(creator, elsewhere, false, seen + 1)).status).toBe(200);

    const first = await markOn(bob!, mine, true, seen);
    expect(first.status).toBe(200);
    const retry = await markOn(bob!, mine, true, seen);
    expect(retry.status).toBe(200);
    expect(retry.body.data).toMatchObject({ isMarked: true, markedBy: first.body.data.markedBy, markedAt: first.body.data.markedAt });
    // A quick second tap, sent before the first one's answer came back, still unmarks.
    expect((await markOn(bob!, mine, false, seen)).body.data).toMatchObject({ isMarked: false });
  });

  it("from the round before is dropped as MARK_SUPERSEDED once the next round has started: nobody marked it this round", async () => {
    const { creator, players: [alice, bob], code } = await gameInPlay({ players: 2, entries: 30 });
    const line = WINNING_LINES[0]!;
    const aliceBoard = await boardOf(alice!, code);
    const bobBoard = await boardOf(bob!, code);
    // A square of Bob's that Alice's winning line does not need.
    const square = bobBoard.find((id) => !line.some((position) => aliceBoard[position] === id))!;
    const seen = await versionOf(code);
    // Bob taps it in round 1; his phone goes offline before the mark leaves it.
    // Meanwhile Alice wins round 1 and the creator starts round 2.
    for (const position of line) await mark(alice!, aliceBoard[position]!);
    expect((await send(alice!, "PUT", `/games/${code}/call-bingo`)).status).toBe(200);
    expect((await send(creator, "POST", `/games/${code}/rounds`, { after: 1 })).status).toBe(200);

    // Back online, Bob's phone sends the mark of round 1, with the version he tapped on.
    const before = await snapshot({ codes: [code] });
    expectRefusal(await markOn(bob!, square, true, seen), 409, "MARK_SUPERSEDED");
    expect(await snapshot({ codes: [code] })).toEqual(before);
    expect(await entryIn(creator, code, square)).toMatchObject({ isMarked: false, markedBy: null });
    // A tap made in round 2 marks it.
    expect((await markOn(bob!, square, true, await versionOf(code))).body.data).toMatchObject({ isMarked: true });
  });

  it("without a version (older clients) is applied as before; a malformed one is refused", async () => {
    const { creator, players: [bob], code, entries } = await gameInPlay({ players: 1 });
    const square = entries[8]!.id;
    expect((await markOn(bob!, square, true, 0)).status).toBe(200);
    expect((await markOn(creator, square, false, 0)).status).toBe(409);
    expect((await send(creator, "PUT", `/entries/${square}`, { isMarked: false })).status).toBe(200);
    const before = await snapshot({ codes: [code] });
    for (const basedOnVersion of [-1, 1.5, "3", null]) {
      const reply = await send(bob!, "PUT", `/entries/${square}`, { isMarked: true, basedOnVersion });
      expect([400, 422], JSON.stringify(reply.body)).toContain(reply.status);
    }
    expect(await snapshot({ codes: [code] })).toEqual(before);
  });
});
