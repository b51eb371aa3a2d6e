import { describe, expect, it } from "vitest";
import { gameInPlay } from "./support/api-client";
import { versionOf } from "./support/db-snapshot";
import { connectMember } from "./support/game-socket";
import { nextTableMessage, playerIdOf, sendTalk } from "./support/table-talk";
import { connectViewer, viewerKeyOf } from "./support/tv-viewer";

/** Reactions over the socket (docs/api.md, Realtime; docs/decisions/030). */
describe("a reaction", () => {
  it("reaches the other players' sockets and the TV's, with who sent it", async () => {
    const { creator, players, code } = await gameInPlay({ players: 1 });
    const sender = await connectMember(players[0]!, code);
    const other = await connectMember(creator, code);
    const tv = await connectViewer(code, await viewerKeyOf(creator, code));
    sendTalk(sender, { type: "react", emoji: "🎉" });
    const expected = { event: "reaction", emoji: "🎉", playerId: await playerIdOf(players[0]!, code) };
    expect(await nextTableMessage(other, "reaction")).toMatchObject(expected);
    expect(await nextTableMessage(tv, "reaction")).toMatchObject(expected);
    expect(await nextTableMessage(sender, "reaction")).toMatchObject(expected);
    for (const socket of [sender, other, tv]) socket.close();
  });

  it("is refused a second time within a second, the socket kept open and nobody told", async () => {
    const { creator, code } = await gameInPlay({ players: 0 });
    const sender = await connectMember(creator, code);
    const otherSocketOfSamePlayer = await connectMember(creator, code);
    sendTalk(sender, { type: "react", emoji: "👏" });
    await nextTableMessage(sender, "reaction");
    // The limit is the player's, whichever of their sockets sends.
    sendTalk(otherSocketOfSamePlayer, { type: "react", emoji: "😂" });
    expect(await nextTableMessage(otherSocketOfSamePlayer, "table-refusal")).toEqual({
      event: "table-refusal",
      about: "react",
      code: "REACTION_TOO_SOON",
      errors: {},
    });
    sender.send(JSON.stringify({ type: "ping" }));
    await sender.nextPong();
    // The first reaction only: the refused one reached nobody.
    expect(sender.received.filter((text) => text.includes('"event":"reaction"'))).toHaveLength(1);
    sender.close();
    otherSocketOfSamePlayer.close();
  });

  it("of an emoji not in the set (or any text) is refused and changes nothing", async () => {
    const { creator, players, code } = await gameInPlay({ players: 1 });
    const sender = await connectMember(players[0]!, code);
    const other = await connectMember(creator, code);
    const version = await versionOf(code);
    for (const emoji of ["🤬", "more wine!"]) {
      sendTalk(sender, { type: "react", emoji });
      expect(await nextTableMessage(sender, "table-refusal")).toMatchObject({ about: "react", code: "UNKNOWN_REACTION" });
    }
    // A refused one does not use the second up: a reaction of the set goes at once.
    sendTalk(sender, { type: "react", emoji: "❤️" });
    expect(await nextTableMessage(other, "reaction")).toMatchObject({ emoji: "❤️" });
    expect(await versionOf(code)).toBe(version);
    sender.close();
    other.close();
  });

  it("from a TV view, which only listens, closes its socket as any other message would", async () => {
    const { creator, code } = await gameInPlay({ players: 0 });
    const tv = await connectViewer(code, await viewerKeyOf(creator, code));
    sendTalk(tv, { type: "react", emoji: "🎉" });
    expect(await tv.closed).toMatchObject({ code: 1008 });
  });
});
