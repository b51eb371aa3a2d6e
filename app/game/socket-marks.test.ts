import { beforeEach, describe, expect, it, vi } from "vitest";
import { MARK_SUPERSEDED } from "../../shared/refusal-codes";
import type { FakeWebSocket } from "./fake-web-socket.test-support";
import { setEntryMarked, tappedMark } from "./game-api";
import {
  CODE,
  GAME_READ,
  connected as connectedPage,
  entry,
  gameSocketPage,
  payload,
  settle,
} from "./game-socket.test-support";
import { gameStore } from "./game-store";
import { SOCKET_MARKS_IN_FLIGHT, SOCKET_MARK_ANSWER_MS } from "./socket-marks";

// The web app's marks go over the game's open socket, and as PUTs whenever that cannot answer.
// The network is the boundary: a fake API behind fetch and a fake WebSocket.
vi.mock("../auth/session.client", () => ({ idToken: async () => "test-token" }));

const MARK_PUT = (id: number) => `PUT /api/v1/entries/${id}`;
/** Whose taps: the tests' player. */
const PLAYER_ID = 1;

describe("a mark from the web app", () => {
  const page = gameSocketPage();
  beforeEach(() => {
    vi.stubGlobal("navigator", { onLine: true });
  });

  /** The game at version 5 with entries 1 to 3, its socket open; forgets the calls that took. */
  const connected = () => connectedPage(page, [entry(1), entry(2), entry(3)]);

  /** The mark frames sent on a socket, parsed. */
  const marksSent = (socket: FakeWebSocket) =>
    socket.sent.map((text) => JSON.parse(text) as Record<string, unknown>).filter((message) => message.type === "mark");

  it("goes over the open socket, with its own id and the version seen, and is done when the room answers", async () => {
    const socket = await connected();
    const saved = setEntryMarked(CODE, tappedMark(CODE, 2, true, PLAYER_ID));
    await settle();
    const [mark] = marksSent(socket);
    expect(mark).toEqual({ type: "mark", id: expect.any(String), entryId: 2, isMarked: true, basedOnVersion: 5 });
    expect(String(mark!.id).length).toBeLessThanOrEqual(64);

    // The room's message to everyone, then its answer to this socket.
    const marked = { ...entry(2), isMarked: true, markedBy: 1 };
    socket.receive(payload(6, [marked]));
    socket.receive({ event: "mark-answer", id: mark!.id, version: 6, entry: marked });
    await expect(saved).resolves.toEqual(marked);
    expect(page.server.calls).toEqual([]);
    expect(gameStore(CODE).getSnapshot().version).toBe(6);
    expect(gameStore(CODE).getSnapshot().entries.find((one) => one.id === 2)?.isMarked).toBe(true);
  });

  it("each tap has its own id; an answer to another id settles nothing", async () => {
    const socket = await connected();
    const first = setEntryMarked(CODE, tappedMark(CODE, 1, true, PLAYER_ID));
    const second = setEntryMarked(CODE, tappedMark(CODE, 3, true, PLAYER_ID));
    await settle();
    const [one, two] = marksSent(socket);
    expect(one!.id).not.toBe(two!.id);
    let secondDone = false;
    void second.then(() => (secondDone = true));
    socket.receive({ event: "mark-answer", id: one!.id, version: 6, entry: { ...entry(1), isMarked: true } });
    await expect(first).resolves.toMatchObject({ id: 1, isMarked: true });
    await settle();
    expect(secondDone).toBe(false);
  });

  it("with no answer in time, goes as a PUT instead", async () => {
    const socket = await connected();
    const saved = setEntryMarked(CODE, tappedMark(CODE, 2, true, PLAYER_ID));
    await settle();
    expect(marksSent(socket)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(SOCKET_MARK_ANSWER_MS - 1);
    expect(page.server.calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await expect(saved).resolves.toMatchObject({ id: 2, isMarked: true });
    expect(page.server.calls).toEqual([MARK_PUT(2)]);
  });

  it("when the socket drops while the mark waits, goes as a PUT at once; and so does the next, until it reopens", async () => {
    const socket = await connected();
    const saved = setEntryMarked(CODE, tappedMark(CODE, 2, true, PLAYER_ID));
    await settle();
    socket.drop();
    await expect(saved).resolves.toMatchObject({ id: 2, isMarked: true });
    expect(page.server.calls).toEqual([MARK_PUT(2)]);

    await expect(setEntryMarked(CODE, tappedMark(CODE, 3, true, PLAYER_ID))).resolves.toMatchObject({ id: 3 });
    expect(marksSent(socket)).toHaveLength(1);
    expect(page.server.calls.filter((call) => call.startsWith("PUT"))).toEqual([MARK_PUT(2), MARK_PUT(3)]);
  });

  it("with the browser offline, goes as a PUT without trying the socket", async () => {
    const socket = await connected();
    vi.stubGlobal("navigator", { onLine: false });
    await expect(setEntryMarked(CODE, tappedMark(CODE, 2, true, PLAYER_ID))).resolves.toMatchObject({ id: 2 });
    expect(marksSent(socket)).toEqual([]);
    expect(page.server.calls).toEqual([MARK_PUT(2)]);
  });

  it("a game that takes marks as PUTs (the practice game) gets it as a PUT", async () => {
    const socket = await connected();
    const saved = setEntryMarked(CODE, tappedMark(CODE, 2, true, PLAYER_ID));
    await settle();
    socket.receive({ event: "mark-answer", id: marksSent(socket)[0]!.id, overHttp: true });
    await expect(saved).resolves.toMatchObject({ id: 2, isMarked: true });
    expect(page.server.calls).toEqual([MARK_PUT(2)]);
  });

  it("a refusal is asked again as a PUT, whose words are in the page's language, and is thrown", async () => {
    const socket = await connected();
    const saved = setEntryMarked(CODE, tappedMark(CODE, 2, false, PLAYER_ID));
    const said = { code: "UNMARK_NOT_ALLOWED", errors: { isMarked: ["Nur der Ersteller …"] } };
    page.server.markRefusal = said;
    await settle();
    socket.receive({
      event: "mark-answer",
      id: marksSent(socket)[0]!.id,
      refusal: { code: "UNMARK_NOT_ALLOWED", errors: { isMarked: ["Only the game creator …"] } },
    });
    await expect(saved).rejects.toMatchObject({ status: 409, body: said });
    expect(page.server.calls).toEqual([MARK_PUT(2)]);
  });

  it("overtaken by someone else's change of that square: no PUT, the game read again, answered null", async () => {
    const socket = await connected();
    const saved = setEntryMarked(CODE, tappedMark(CODE, 2, true, PLAYER_ID));
    await settle();
    socket.receive({ event: "mark-answer", id: marksSent(socket)[0]!.id, refusal: { code: MARK_SUPERSEDED, errors: {} } });
    await expect(saved).resolves.toBeNull();
    expect(page.server.calls).toEqual([GAME_READ]);
  });

  it(`at most ${SOCKET_MARKS_IN_FLIGHT} marks wait on the socket at once (the room closes a socket that bursts): more go as PUTs`, async () => {
    const socket = await connected();
    const taps = Array.from({ length: SOCKET_MARKS_IN_FLIGHT + 2 }, (_, index) => setEntryMarked(CODE, tappedMark(CODE, index + 1, true, PLAYER_ID)));
    await settle();
    expect(marksSent(socket)).toHaveLength(SOCKET_MARKS_IN_FLIGHT);
    expect(page.server.calls).toEqual([MARK_PUT(SOCKET_MARKS_IN_FLIGHT + 1), MARK_PUT(SOCKET_MARKS_IN_FLIGHT + 2)]);
    socket.drop();
    await Promise.all(taps);
  });
});
