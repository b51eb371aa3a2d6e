import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import type { RealtimeMessage } from "../../shared/realtime-messages";
import type { TableMessage } from "../../shared/table-talk";
import { readGame, type Person } from "./api-client";
import type { TestSocket } from "./room-socket";
import { testEnv } from "./test-env";

/** The table's talk over a game's socket, as a test sends and reads it (docs/api.md, Realtime). */

/** The next message of this event on a socket, skipping any other. */
export async function nextTableMessage<E extends TableMessage["event"]>(
  socket: TestSocket,
  event: E,
): Promise<Extract<TableMessage, { event: E }>> {
  const isIt = (message: RealtimeMessage) => (message as unknown as { event: string }).event === event;
  return (await socket.nextMatching(isIt)) as unknown as Extract<TableMessage, { event: E }>;
}

export function sendTalk(socket: TestSocket, message: Record<string, unknown>): void {
  socket.send(JSON.stringify(message));
}

/** The caller's own player id in a game. */
export async function playerIdOf(person: Person, code: string): Promise<number> {
  return (await readGame(person, code)).players.find((player) => player.isMe)!.id;
}

/** Runs the room's alarm with every open vote's 20 seconds over, as if that much time had passed. */
export async function endVotesByAlarm(code: string): Promise<void> {
  const room = testEnv.GAME_ROOM.getByName(code);
  await runInDurableObject(room, (_instance, state) => {
    state.storage.sql.exec("UPDATE mark_questions SET ends_at = 0 WHERE outcome IS NULL");
    state.storage.sql.exec("UPDATE room_alarms SET due_at = 0 WHERE name = 'question-vote'");
  });
  await runDurableObjectAlarm(room);
}

/** Makes an entry's mark older, as if the clock had moved on since it was made. */
export async function ageMark(code: string, entryId: number, byMs: number): Promise<void> {
  await runInDurableObject(testEnv.GAME_ROOM.getByName(code), (_instance, state) => {
    state.storage.sql.exec("UPDATE entries SET marked_at = marked_at - ? WHERE id = ?", byMs, entryId);
  });
}
