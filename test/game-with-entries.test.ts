import { describe, expect, it } from "vitest";
import type { Entry, Game } from "../shared/api-types";
import {
  expectRefusal,
  gameInPlay,
  gameInSetup,
  joinGame,
  listEntries,
  mark,
  newPerson,
  readGame,
  send,
  type Person,
} from "./support/api-client";
import { versionOf } from "./support/db-snapshot";

/** A screen's one read (docs/decisions/046): `GET /games/{code}?with=entries`. */
const readBoth = (person: Person, code: string, query = "with=entries") =>
  send<{ data: Game; entries: Entry[] }>(person, "GET", `/games/${code}?${query}`);

describe("GET /games/{code}?with=entries", () => {
  it("answers the game and its entries as the two reads do, at one version, with the caller's own board", async () => {
    const { creator, players, code, entries } = await gameInPlay({ players: 1 });
    const [bob] = players;
    await mark(bob!, entries[0]!.id);
    await mark(creator, entries[1]!.id);

    for (const person of [creator, bob!]) {
      const reply = await readBoth(person, code);
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      expect(reply.body.data).toEqual(await readGame(person, code));
      expect(reply.body.entries).toEqual(await listEntries(person, code));
      expect(reply.body.entries.filter((entry) => entry.isMarked)).toHaveLength(2);
      expect(reply.body.data.version).toBe(await versionOf(code));
      const mine = reply.body.data.players.find((player) => player.isMe);
      expect(mine?.boardEntries).toHaveLength(24);
    }
  });

  it("answers the practice game too, whose room does not hold it (D1's read)", async () => {
    const pat = await newPerson();
    await joinGame(pat, "testing", "Pat");
    const reply = await readBoth(pat, "testing");
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.data).toEqual(await readGame(pat, "testing"));
    expect(reply.body.entries).toEqual(await listEntries(pat, "testing"));
  });

  it("tells someone outside the game what the game's read tells them: not found, and nothing of it", async () => {
    const { code } = await gameInSetup({ players: 0, entries: 3 });
    const stranger = await newPerson();
    const reply = await readBoth(stranger, code);
    expectRefusal(reply, 404, "GAME_NOT_FOUND");
    expect(reply.body).toEqual((await send(stranger, "GET", `/games/${code}`)).body);
  });

  it("refuses anything but entries beside the game, in the documented shape, and reads nothing", async () => {
    const { creator, code } = await gameInSetup({ players: 0, entries: 3 });
    for (const query of ["with=players", "with=", "with=entries&with=players", "with=ENTRIES"]) {
      const reply = await readBoth(creator, code, query);
      expectRefusal(reply, 422, "VALIDATION_FAILED");
      expect((reply.body as unknown as { errors: Record<string, string[]> }).errors).toEqual({ with: ["with must be entries, or left out."] });
    }
    // Without it, the game alone, as before.
    const plain = await send<{ data: Game; entries?: unknown }>(creator, "GET", `/games/${code}`);
    expect(plain.status).toBe(200);
    expect(plain.body.entries).toBeUndefined();
  });
});
