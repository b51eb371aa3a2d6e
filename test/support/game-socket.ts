import type { Person } from "./api-client";
import { send } from "./api-client";
import { callWorker } from "./call-worker";
import { TestSocket } from "./room-socket";

export const APP_ORIGIN = "https://bingo.test";

export async function socketTicket(person: Person, code: string): Promise<string> {
  const reply = await send<{ data: { ticket: string } }>(person, "POST", `/games/${code}/socket-ticket`);
  if (reply.status !== 200) throw new Error(`ticket refused: ${JSON.stringify(reply.body)}`);
  return reply.body.data.ticket;
}

/** Opens the socket the way a browser on our site does (with another method, as a browser would not). */
export function openSocket(code: string, ticket: string, headers: Record<string, string> = {}, method = "GET") {
  return callWorker(`/api/v1/games/${code}/socket?ticket=${encodeURIComponent(ticket)}`, {
    method,
    headers: { Upgrade: "websocket", Origin: APP_ORIGIN, ...headers },
  });
}

/** A member connected to the game's room, with its first (presence) message read. */
export async function connectMember(person: Person, code: string): Promise<TestSocket> {
  const response = await openSocket(code, await socketTicket(person, code));
  if (response.status !== 101) throw new Error(`socket refused: ${response.status} ${await response.text()}`);
  const socket = new TestSocket(response.webSocket!);
  await socket.next();
  return socket;
}
