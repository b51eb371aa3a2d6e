import { describe, expect, it } from "vitest";
import type { Entry } from "../shared/api-types";
import { isPayloadMessage } from "../shared/realtime-messages";
import { addEntry, gameInSetup, joinGame, listEntries, newPerson, readGame, send } from "./support/api-client";
import { connectMember } from "./support/game-socket";
import { readAsViewer, viewerKeyOf } from "./support/tv-viewer";

/**
 * An entry shows its author's name; when someone else (the host) changes its text, the words
 * under that name are no longer only the author's, so the entry says who changed them
 * (docs/api.md, Entry: editedBy, editedByName).
 */

const edit = (person: Parameters<typeof send>[0], id: number, text: string) =>
  send<{ data: Entry; version: number }>(person, "PATCH", `/entries/${id}`, { text });

describe("an entry edited by someone else", () => {
  it("says by whom, in the answer, every read, every socket and the TV view, until its author edits it again", async () => {
    const { creator, code } = await gameInSetup({ players: 0, entries: 0 });
    const bob = await newPerson();
    await joinGame(bob, code, "Bob");
    const entry = await addEntry(bob, code, "Uncle Bob asks for wine");
    expect(entry).toMatchObject({ playerName: "Bob", editedBy: null, editedByName: null });
    const hostId = (await readGame(creator, code)).players.find((player) => player.isMe)!.id;
    const watcher = await connectMember(bob, code);

    const edited = await edit(creator, entry.id, "Uncle Bob asks for gin");
    expect(edited.status).toBe(200);
    const says = { playerName: "Bob", editedBy: hostId, editedByName: "Creator" };
    expect(edited.body.data).toMatchObject(says);
    expect((await listEntries(bob, code))[0]).toMatchObject(says);
    const heard = await watcher.nextMatching((message) => isPayloadMessage(message) && Boolean(message.data.entries));
    expect(isPayloadMessage(heard) && heard.data.entries?.[0]).toMatchObject(says);
    expect((await readAsViewer(code, await viewerKeyOf(creator, code))).body.data.entries[0]).toMatchObject(says);

    // The author's own edit makes the words theirs again.
    const own = await edit(bob, entry.id, "Uncle Bob asks for more gin");
    expect(own.body.data).toMatchObject({ playerName: "Bob", editedBy: null, editedByName: null });
    watcher.close();
  });

  it("is not said of an author's edit of their own entry, the host's included", async () => {
    const { creator, code } = await gameInSetup({ players: 0, entries: 0 });
    const mine = await addEntry(creator, code, "Grandma sings");
    expect((await edit(creator, mine.id, "Grandma sings twice")).body.data).toMatchObject({ editedBy: null, editedByName: null });
  });

  it("follows the editor's name: a new one when they join again under it, 'someone' once their account is gone", async () => {
    const { creator, code } = await gameInSetup({ players: 0, entries: 0 });
    const [bob, cat] = [await newPerson(), await newPerson()];
    await joinGame(bob, code, "Bob");
    const catsCode = (await joinGame(cat, code, "Cat")).players.find((player) => player.isMe)!.code;
    const entry = await addEntry(bob, code, "Rain at noon");
    // Cat, host now, edits Bob's entry, joins again under another name, then leaves for good.
    expect((await send(creator, "POST", `/games/${code}/host`, { playerCode: catsCode })).status).toBe(200);
    expect((await edit(cat, entry.id, "Rain by noon")).status).toBe(200);
    await joinGame(cat, code, "Catherine");
    expect((await listEntries(bob, code))[0]).toMatchObject({ editedByName: "Catherine" });
    expect((await send(cat, "DELETE", "/user")).status).toBe(200);
    expect((await listEntries(bob, code))[0]).toMatchObject({ playerName: "Bob", editedByName: "someone" });
  });
});
