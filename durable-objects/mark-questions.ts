import {
  QUESTIONS_PER_ROUND,
  QUESTION_WINDOW_MS,
  VOTE_MS,
  type MarkQuestion,
  type TableRefusalCode,
} from "../shared/table-talk";
import { hasTable } from "./room-table";

/** A questioned mark as the room keeps it (migrations/room-0005_mark_questions.sql). */
export type QuestionRow = {
  id: number;
  round: number;
  entry_id: number;
  marked_at: number;
  marked_by: number;
  asked_by: number;
  ends_at: number;
  voters: string;
};

/** An alarm may fire a little early: a vote this close to its end is over. */
const EARLY_ALARM_MS = 1_000;

/**
 * Questioned marks and the table's votes on them, in the room's SQLite (docs/decisions/030),
 * so a vote survives the room's sleep and ends on its alarm with nobody connected. The rules
 * of who may question what, and who may vote, live here; the room (table-talk.ts) sends.
 */
export class MarkQuestions {
  constructor(private readonly sql: SqlStorage) {}

  /** A mark questioned by `askedBy`, or why not. `online`: the players connected now. */
  ask(askedBy: number, entryId: number, online: readonly number[], now: number): QuestionRow | TableRefusalCode {
    const game = this.roundInPlay();
    if (game === null) return "GAME_NOT_IN_PLAY";
    const [entry] = this.sql
      .exec<{ is_marked: number; marked_by: number | null; marked_at: number | null }>(
        "SELECT is_marked, marked_by, marked_at FROM entries WHERE id = ?",
        entryId,
      )
      .toArray();
    if (!entry?.is_marked || entry.marked_by === null || entry.marked_at === null) return "MARK_NOT_FOUND";
    if (entry.marked_by === askedBy) return "OWN_MARK";
    if (now - entry.marked_at > QUESTION_WINDOW_MS) return "QUESTION_TOO_LATE";
    const open = this.sql.exec("SELECT 1 FROM mark_questions WHERE entry_id = ? AND outcome IS NULL", entryId).toArray();
    if (open.length > 0) return "QUESTION_ALREADY_OPEN";
    const [asked] = this.sql
      .exec<{ count: number }>("SELECT count(*) AS count FROM mark_questions WHERE round = ? AND asked_by = ?", game.round, askedBy)
      .toArray();
    if ((asked?.count ?? 0) >= QUESTIONS_PER_ROUND) return "QUESTIONS_USED_UP";
    const voters = [...new Set([...online, askedBy])].filter((playerId) => playerId !== entry.marked_by);
    const [row] = this.sql
      .exec<QuestionRow>(
        `INSERT INTO mark_questions (round, entry_id, marked_at, marked_by, asked_by, ends_at, voters)
         VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id, round, entry_id, marked_at, marked_by, asked_by, ends_at, voters`,
        game.round,
        entryId,
        entry.marked_at,
        entry.marked_by,
        askedBy,
        now + VOTE_MS,
        JSON.stringify(voters),
      )
      .toArray();
    return row!;
  }

  /** A vote on an open question, or why not; whoever votes may vote from then on. */
  vote(playerId: number, questionId: number, keep: boolean): QuestionRow | TableRefusalCode {
    const row = this.open().find((question) => question.id === questionId);
    if (!row) return "QUESTION_NOT_OPEN";
    if (!this.stillInPlay(row)) return "GAME_NOT_IN_PLAY";
    if (row.marked_by === playerId) return "MARKER_CANNOT_VOTE";
    this.sql.exec(
      `INSERT INTO mark_question_votes (question_id, player_id, keep) VALUES (?1, ?2, ?3)
       ON CONFLICT (question_id, player_id) DO UPDATE SET keep = excluded.keep`,
      questionId,
      playerId,
      keep ? 1 : 0,
    );
    const voters = JSON.parse(row.voters) as number[];
    if (voters.includes(playerId)) return row;
    const [updated] = this.sql
      .exec<QuestionRow>("UPDATE mark_questions SET voters = ? WHERE id = ? RETURNING *", JSON.stringify([...voters, playerId]), questionId)
      .toArray();
    return updated!;
  }

  /**
   * Whether the question's round is still the one in play (PLAY, or BINGO: a Bingo may rest on
   * it). Once the host starts the next round or ends the game, the mark belongs to a finished
   * round's record: nobody votes on it, and its vote ends kept.
   */
  stillInPlay(row: QuestionRow): boolean {
    return this.roundInPlay()?.round === row.round;
  }

  private roundInPlay(): { round: number } | null {
    const [game] = this.sql.exec<{ status: string; round: number }>("SELECT status, round FROM games").toArray();
    return game && (game.status === "PLAY" || game.status === "BINGO") ? game : null;
  }

  /** Whether everyone who may vote on it has. */
  allVoted(row: QuestionRow): boolean {
    return this.view(row).keep + this.view(row).undo >= (JSON.parse(row.voters) as number[]).length;
  }

  /** The questions the table is voting on now, the oldest first. */
  open(): QuestionRow[] {
    return this.sql.exec<QuestionRow>("SELECT * FROM mark_questions WHERE outcome IS NULL ORDER BY id").toArray();
  }

  /** Open questions whose vote is over by `now`. */
  due(now: number): QuestionRow[] {
    return this.open().filter((row) => row.ends_at <= now + EARLY_ALARM_MS);
  }

  /** When the next open vote ends; null when no vote is open. */
  nextEnd(): number | null {
    const ends = this.open().map((row) => row.ends_at);
    return ends.length > 0 ? Math.min(...ends) : null;
  }

  close(questionId: number, outcome: "kept" | "undone"): void {
    this.sql.exec("UPDATE mark_questions SET outcome = ? WHERE id = ? AND outcome IS NULL", outcome, questionId);
  }

  /** The question as the sockets hear it, with its votes so far. */
  view(row: QuestionRow): MarkQuestion {
    const [tally] = this.sql
      .exec<{ keep: number | null; undo: number | null }>(
        "SELECT sum(keep) AS keep, sum(1 - keep) AS undo FROM mark_question_votes WHERE question_id = ?",
        row.id,
      )
      .toArray();
    return {
      id: row.id,
      entryId: row.entry_id,
      markedBy: row.marked_by,
      askedBy: row.asked_by,
      endsAt: row.ends_at,
      keep: tally?.keep ?? 0,
      undo: tally?.undo ?? 0,
      voters: (JSON.parse(row.voters) as number[]).length,
    };
  }
}

/** A round won (BINGO) while the table votes on one of its marks: the vote may still withdraw the win. */
export function bingoAwaitsVote(sql: SqlStorage): boolean {
  if (!hasTable(sql, "mark_questions")) return false;
  return (
    sql
      .exec("SELECT 1 FROM mark_questions q JOIN games g ON g.round = q.round WHERE q.outcome IS NULL AND g.status = 'BINGO' LIMIT 1")
      .toArray().length > 0
  );
}
