import { runInDurableObject } from "cloudflare:test";
import { expect } from "vitest";
import type { ViewerSnapshot } from "../../shared/api-types";
import { VIEWER_KEY_HEADER } from "../../shared/viewer-key";
import { send, type ApiReply, type Person } from "./api-client";
import { callWorker } from "./call-worker";
import { APP_ORIGIN } from "./game-socket";
import { TestSocket } from "./room-socket";
import { testEnv } from "./test-env";

/** A TV view's side of the API (docs/decisions/018-tv-view.md), as the TV page calls it. */

/** `POST /games/{code}/tv-link` as `person`. */
export function askTvLink(person: Person | null, code: string): Promise<ApiReply<{ data: { path: string } }>> {
  return send(person, "POST", `/games/${code}/tv-link`);
}

/** The host's TV link's key (the link's fragment), checking the link's shape on the way. */
export async function viewerKeyOf(host: Person, code: string): Promise<string> {
  const reply = await askTvLink(host, code);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  const match = new RegExp(`^/tv/${code}/#key=([A-Za-z0-9_-]{22})$`).exec(reply.body.data.path);
  expect(match, reply.body.data.path).not.toBeNull();
  return match![1]!;
}

/** `GET /games/{code}/tv` with this key in its header (none: no header at all). */
export async function readAsViewer(code: string, key?: string): Promise<ApiReply<{ data: ViewerSnapshot }>> {
  const response = await callWorker(`/api/v1/games/${code}/tv`, {
    headers: key === undefined ? {} : { [VIEWER_KEY_HEADER]: key },
  });
  return { status: response.status, body: await response.json() };
}

/** `POST /games/{code}/tv/socket-ticket` with this key in its header (none: no header at all). */
export function askViewerTicket(code: string, key?: string): Promise<Response> {
  return callWorker(`/api/v1/games/${code}/tv/socket-ticket`, {
    method: "POST",
    headers: key === undefined ? {} : { [VIEWER_KEY_HEADER]: key },
  });
}

/**
 * Opens a game's socket as a TV view does: a ticket asked for with the key in a header, then
 * the socket with the ticket. A refused ask is answered as it came.
 */
export async function openViewerSocket(code: string, key: string, headers: Record<string, string> = {}) {
  const asked = await askViewerTicket(code, key);
  if (asked.status !== 200) return asked;
  const { ticket } = (await asked.json<{ data: { ticket: string } }>()).data;
  return callWorker(`/api/v1/games/${code}/socket?ticket=${encodeURIComponent(ticket)}`, {
    headers: { Upgrade: "websocket", Origin: APP_ORIGIN, ...headers },
  });
}

/** A TV view connected to the game's room, with its first (presence) message read. */
export async function connectViewer(code: string, key: string): Promise<TestSocket> {
  const response = await openViewerSocket(code, key);
  if (response.status !== 101) throw new Error(`viewer socket refused: ${response.status} ${await response.text()}`);
  const socket = new TestSocket(response.webSocket!);
  await socket.next();
  return socket;
}

/** Everything the game's room keeps in its storage (the viewer key among it, once minted). */
export async function roomStorage(code: string): Promise<Record<string, unknown>> {
  return runInDurableObject(testEnv.GAME_ROOM.getByName(code), async (_room, state) =>
    Object.fromEntries(await state.storage.list()),
  );
}
