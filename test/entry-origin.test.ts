import { describe, expect, it } from "vitest";
import type { Entry } from "../shared/api-types";
import { isPayloadMessage } from "../shared/realtime-messages";
import { addEntry, expectRefusal, gameInSetup, listEntries, send } from "./support/api-client";
import { connectMember } from "./support/game-socket";

/**
 * A starter idea picked from the web app's packs is nobody's prophecy: the entry says where its
 * words came from (docs/api.md, Entry: origin), so the result credits no one with it.
 */

const addIdea = (person: Parameters<typeof send>[0], gameCode: string, text: string, origin?: unknown) =>
  send<{ data: Entry; version: number }>(person, "POST", "/entries", { gameCode, text, origin });
const edit = (person: Parameters<typeof send>[0], id: number, text: string) =>
  send<{ data: Entry; version: number }>(person, "PATCH", `/entries/${id}`, { text });

describe("an entry's origin", () => {
  it("is a starter idea when added as one, in the answer, every read and every socket", async () => {
    const { creator, code } = await gameInSetup({ players: 0, entries: 0 });
    const watcher = await connectMember(creator, code);
    const added = await addIdea(creator, code, "Someone burns the rolls", "STARTER_IDEA");
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({ origin: "STARTER_IDEA", playerName: "Creator" });
    expect((await listEntries(creator, code))[0]).toMatchObject({ origin: "STARTER_IDEA" });
    const heard = await watcher.nextMatching((message) => isPayloadMessage(message) && Boolean(message.data.entries));
    expect(isPayloadMessage(heard) && heard.data.entries?.[0]).toMatchObject({ origin: "STARTER_IDEA" });
    watcher.close();
  });

  it("is typed when nothing says otherwise", async () => {
    const { creator, code } = await gameInSetup({ players: 0, entries: 0 });
    expect(await addEntry(creator, code, "Grandma sings")).toMatchObject({ origin: "TYPED" });
  });

  it("refuses an origin it does not know, adding nothing", async () => {
    const { creator, code } = await gameInSetup({ players: 0, entries: 0 });
    expectRefusal(await addIdea(creator, code, "Grandma sings", "MINE"), 422, "VALIDATION_FAILED");
    expect(await listEntries(creator, code)).toEqual([]);
  });

  it("becomes typed once an edit gives a starter idea other words, not for a change of case or spacing", async () => {
    const { creator, code } = await gameInSetup({ players: 0, entries: 0 });
    const idea = (await addIdea(creator, code, "Someone burns the rolls", "STARTER_IDEA")).body.data;
    expect((await edit(creator, idea.id, "someone  burns the Rolls")).body.data).toMatchObject({ origin: "STARTER_IDEA" });
    expect((await edit(creator, idea.id, "Dad burns the rolls")).body.data).toMatchObject({ origin: "TYPED" });
    expect((await edit(creator, idea.id, "Someone burns the rolls")).body.data).toMatchObject({ origin: "TYPED" });
  });
});
