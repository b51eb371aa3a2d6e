import type { MarkAnswer } from "../../shared/realtime-messages";

/**
 * Marks over the game's open socket (docs/api.md: Realtime): one trip to the room
 * and back, with no request of its own to set up. The socket is the fast path only: whenever it
 * cannot answer (none open, the phone offline, no answer in time, the socket closed first) the
 * caller sends the same mark as `PUT /entries/{id}`, which is retried for as long as it takes.
 * Either way it is the same mark: marks are absolute, so one that reached the room both ways
 * changes nothing twice.
 */

/** How long a mark sent over the socket waits for its answer before it goes as a PUT instead. */
export const SOCKET_MARK_ANSWER_MS = 4_000;
/**
 * Marks waiting for their answers on one socket, at most: the room closes a socket that sends
 * a burst of more than 20 messages (docs/api.md), and a burst past this goes as PUTs.
 */
export const SOCKET_MARKS_IN_FLIGHT = 8;

export interface SocketMark {
  entryId: number;
  isMarked: boolean;
  basedOnVersion?: number;
}

/** A game's open socket, as far as marks need it. */
export interface MarkChannel {
  send(text: string): void;
}

const channels = new Map<string, MarkChannel>();
const waiting = new Map<string, { code: string; settle(answer: MarkAnswer | null): void }>();

/** The game's socket is open: marks may go over it. */
export function openMarkChannel(code: string, channel: MarkChannel) {
  channels.set(code, channel);
}

/** That socket is gone: no more marks over it, and those still waiting go as PUTs now. */
export function closeMarkChannel(code: string, channel: MarkChannel) {
  if (channels.get(code) !== channel) return;
  channels.delete(code);
  for (const mark of [...waiting.values()]) if (mark.code === code) mark.settle(null);
}

/** The room's answer to one of our marks; one we no longer wait for is dropped. */
export function receiveMarkAnswer(answer: MarkAnswer) {
  waiting.get(answer.id)?.settle(answer);
}

/**
 * Sends a mark over the game's open socket and waits for the room's answer. Null when it
 * could not be answered that way: the caller sends it as a PUT.
 */
export function sendMarkOverSocket(code: string, mark: SocketMark): Promise<MarkAnswer | null> {
  const channel = channels.get(code);
  // An offline browser keeps a dead socket looking open for a while (TCP notices late).
  if (!channel || navigator.onLine === false || marksWaitingIn(code) >= SOCKET_MARKS_IN_FLIGHT) return Promise.resolve(null);
  const id = newMarkId();
  return new Promise((resolve) => {
    const settle = (answer: MarkAnswer | null) => {
      clearTimeout(timer);
      waiting.delete(id);
      resolve(answer);
    };
    const timer = setTimeout(() => settle(null), SOCKET_MARK_ANSWER_MS);
    waiting.set(id, { code, settle });
    try {
      channel.send(JSON.stringify({ type: "mark", id, ...mark }));
    } catch {
      settle(null); // closing under us
    }
  });
}

function marksWaitingIn(code: string) {
  let count = 0;
  for (const mark of waiting.values()) if (mark.code === code) count += 1;
  return count;
}

/** Unique enough per tap; crypto.randomUUID needs a secure context, which a LAN test page is not. */
function newMarkId() {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}
