/**
 * bench:abuse's calls, made the same way by the honest players and by the abuser (who runs
 * in a thread of its own, abuse-flood.ts): each from a client address of its choosing, and
 * answered with a status that is never thrown (0: no answer).
 */
import process from "node:process";
import type WebSocket from "ws";
import { openSocket } from "./bench-sockets.ts";

/** The abuser's account in a flood's run: abuse.ts joins it to the game before the flood. */
export const abuserUid = (run: string) => `bench-abuse-${run}-mallory`;

export interface Caller {
  baseUrl: URL;
  token: string;
  address: string;
}

export async function attempt({ baseUrl, token, address }: Caller, method: string, path: string, body?: unknown) {
  try {
    const response = await fetch(new URL(`/api/v1${path}`, baseUrl), {
      method,
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json", "CF-Connecting-IP": address },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    return { status: response.status, body: (await response.json()) as { data?: { ticket?: string } } };
  } catch {
    return { status: 0, body: {} };
  }
}

/** A live socket of `caller` in game `code`, or the status that refused it (0: refused at the upgrade). */
export async function connect(caller: Caller, code: string): Promise<WebSocket | number> {
  const ticket = await attempt(caller, "POST", `/games/${code}/socket-ticket`);
  if (ticket.status !== 200) return ticket.status;
  const url = new URL(`/api/v1/games/${code}/socket`, caller.baseUrl);
  url.protocol = "ws:";
  url.searchParams.set("ticket", ticket.body.data!.ticket!);
  // From the caller's address too, as Cloudflare's edge says it: its sockets count against it.
  return openSocket(url.href, caller.baseUrl.origin, () => {}, { "CF-Connecting-IP": caller.address }).catch(() => 0);
}

let markIds = 0;

/**
 * A mark over `socket`, as the web app sends it (docs/api.md, Realtime), answered with a
 * status as its PUT would be: 200 done, 429 past the player's marks, 409 another refusal,
 * 0 no answer within 30 s or the socket gone.
 */
export function markOverSocket(socket: WebSocket, entryId: number, isMarked: boolean): Promise<number> {
  const id = `bench-${process.pid}-${(markIds += 1)}`;
  return new Promise((resolve) => {
    const done = (status: number) => {
      clearTimeout(timer);
      socket.off("message", onMessage);
      socket.off("close", onClose);
      resolve(status);
    };
    const onMessage = (data: WebSocket.RawData) => {
      const text = String(data);
      if (!text.includes(`"id":"${id}"`)) return;
      const answer = JSON.parse(text) as { entry?: unknown; refusal?: { code: string } };
      done(answer.entry ? 200 : answer.refusal?.code === "RATE_LIMITED" ? 429 : 409);
    };
    const onClose = () => done(0);
    const timer = setTimeout(() => done(0), 30_000);
    socket.on("message", onMessage);
    socket.on("close", onClose);
    socket.send(JSON.stringify({ type: "mark", id, entryId, isMarked }));
  });
}

/** "200×3 429×97": how many calls ended with each status. */
export const tally = (statuses: number[]) =>
  [...new Set(statuses)].sort().map((status) => `${status}×${statuses.filter((s) => s === status).length}`).join(" ");
