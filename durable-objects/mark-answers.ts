import type { MarkAnswer } from "../shared/realtime-messages";

/** How long the room remembers its answer to a mark id: far longer than any client retries one. */
export const MARK_ANSWERS_KEPT_MS = 10 * 60_000;
/** Answers past their time are forgotten at most this often. */
const FORGET_EVERY_MS = 60_000;

/**
 * The room's answers to marks sent over sockets, by the player and the client's id (docs/api.md,
 * Realtime): a retry of a mark after its answer was lost gets the same answer and changes
 * nothing. Kept in the room's SQLite, so a room that restarts still answers a retry the same.
 *
 * Forgetting goes by an index on the time, and at most once a minute. It used to be a DELETE on
 * every mark with no index: each mark then read every answer of the last ten minutes, 30,000
 * rows in a game of 500 players marking every ten seconds (rows read are what Durable Object
 * storage bills), and a CPU profile of bench:abuse found it among the room's largest costs.
 */
export class MarkAnswers {
  private forgottenAt = Number.NEGATIVE_INFINITY;

  constructor(private readonly sql: SqlStorage) {}

  /** The answer already given to this player's mark `id`, if it is still remembered. */
  recall(playerCode: string, id: string): MarkAnswer | undefined {
    const [row] = this.sql
      .exec<{ answer: string }>("SELECT answer FROM socket_marks WHERE player_code = ? AND id = ?", playerCode, id)
      .toArray();
    return row ? (JSON.parse(row.answer) as MarkAnswer) : undefined;
  }

  remember(playerCode: string, id: string, answer: MarkAnswer, now = Date.now()): void {
    if (now - this.forgottenAt >= FORGET_EVERY_MS) {
      this.sql.exec("DELETE FROM socket_marks WHERE answered_at < ?", now - MARK_ANSWERS_KEPT_MS);
      this.forgottenAt = now;
    }
    this.sql.exec(
      "INSERT INTO socket_marks (player_code, id, answer, answered_at) VALUES (?, ?, ?, ?)",
      playerCode,
      id,
      JSON.stringify(answer),
      now,
    );
  }
}
