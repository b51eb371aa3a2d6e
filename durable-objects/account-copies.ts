import type { SeededEntry } from "../workers/games/play-again.server";
import { hasTable } from "./room-table";

/**
 * The room's copies of its members' accounts (D1's user rows: id and uid), and what the room
 * keeps of a person beside its game's rows (docs/decisions/027-room-and-index.md).
 */

export interface AccountCopy {
  id: number;
  firebaseUid: string;
}

/** The accounts behind carried-over entries that the old room knew by their D1 id. */
export function seededAuthors(seeded: SeededEntry[]): AccountCopy[] {
  const authors = new Map<string, number>();
  for (const { authorUserId, authorFirebaseUid } of seeded) {
    if (authorUserId !== null && authorUserId > 0 && authorFirebaseUid) authors.set(authorFirebaseUid, authorUserId);
  }
  return [...authors].map(([firebaseUid, id]) => ({ id, firebaseUid }));
}

export function accountCopies(sql: SqlStorage, ids: number[]): AccountCopy[] {
  return sql
    .exec<{ id: number; firebase_uid: string }>("SELECT id, firebase_uid FROM users WHERE id IN (SELECT value FROM json_each(?))", JSON.stringify(ids))
    .toArray()
    .map((row) => ({ id: row.id, firebaseUid: row.firebase_uid }));
}

/**
 * A newcomer's copy, made in the room without asking D1 (docs/decisions/034): an account the room
 * has no copy of gets a provisional id below zero, which no D1 id ever is, so it cannot stand for
 * anyone else. The outbox gives D1 the account and moves the copy to D1's id
 * (`provisionalCopies`, `rekeyAccountCopy`) before any membership of it is written.
 */
export function copyNewcomer(sql: SqlStorage, firebaseUid: string, now: number): void {
  sql.exec(
    `INSERT INTO users (id, firebase_uid, created_at) SELECT (SELECT min(0, coalesce(min(id), 0)) - 1 FROM users), ?1, ?2
     WHERE NOT EXISTS (SELECT 1 FROM users WHERE firebase_uid = ?1)`,
    firebaseUid,
    now,
  );
}

/** A copy D1 has not yet given an id, with when the room made it (a join's moment). */
export interface ProvisionalCopy extends AccountCopy {
  since: number;
}

export function provisionalCopies(sql: SqlStorage): ProvisionalCopy[] {
  return sql
    .exec<{ id: number; firebase_uid: string; created_at: number }>("SELECT id, firebase_uid, created_at FROM users WHERE id < 0 ORDER BY id DESC")
    .toArray()
    .map((row) => ({ id: row.id, firebaseUid: row.firebase_uid, since: row.created_at }));
}

/** Whether the room still keeps this copy, id and account both. */
export function isAccountCopy(sql: SqlStorage, { id, firebaseUid }: AccountCopy): boolean {
  return sql.exec("SELECT 1 FROM users WHERE id = ? AND firebase_uid = ?", id, firebaseUid).toArray().length > 0;
}

export function accountCopyOf(sql: SqlStorage, firebaseUid: string): AccountCopy | null {
  const [row] = sql.exec<{ id: number }>("SELECT id FROM users WHERE firebase_uid = ?", firebaseUid).toArray();
  return row ? { id: row.id, firebaseUid } : null;
}

/**
 * A copy whose id is not D1's (a newcomer's provisional one, or one made for a join D1 then took
 * back, before joins ran in one transaction): the account's rows in the game move to D1's id, in
 * one transaction. Moving the players' rows puts them in the outbox, so D1 gets them under that id.
 */
export function rekeyAccountCopy(storage: DurableObjectStorage, from: AccountCopy, toId: number): void {
  const sql = storage.sql;
  storage.transactionSync(() => {
    sql.exec("UPDATE users SET firebase_uid = ? WHERE id = ?", `moving:${from.firebaseUid}`, from.id);
    sql.exec("INSERT INTO users (id, firebase_uid) VALUES (?, ?)", toId, from.firebaseUid);
    sql.exec("UPDATE players SET user_id = ? WHERE user_id = ?", toId, from.id);
    sql.exec("UPDATE games SET user_id = ? WHERE user_id = ?", toId, from.id);
    sql.exec("DELETE FROM room_index_rows WHERE user_id = ?", from.id);
    sql.exec("DELETE FROM users WHERE id = ?", from.id);
  });
}

/**
 * What the room keeps of a person beside the game's rows, gone with their account: what D1 took
 * of their membership, and the kept answers to socket marks (which carry names). The answers of
 * everyone go: a retried mark whose answer is forgotten runs again, and marking is idempotent.
 */
export function forgetPersonBesideTheGame(sql: SqlStorage, userId: number, deleted: boolean): void {
  sql.exec("DELETE FROM room_index_rows WHERE user_id = ?", userId);
  if (deleted) sql.exec("DELETE FROM socket_marks");
}

/**
 * Tables that hold people (their accounts' copies, names, tickets, votes, the cards' names)
 * beside the game's own rows, which go with the game's row.
 */
const PEOPLE_BESIDE_THE_GAME = [
  "users",
  "room_index_rows",
  "socket_marks",
  "socket_tickets",
  "departed_players",
  "mark_question_votes",
  "mark_questions",
  "seats",
  "round_marks",
];

/**
 * A game an account's deletion took with it (nobody else was left but removed players): the room
 * keeps nothing of anyone who was in it, only what tells D1's index the game is gone.
 */
export function forgetEveryoneOfDeletedGame(sql: SqlStorage): void {
  for (const table of PEOPLE_BESIDE_THE_GAME) if (hasTable(sql, table)) sql.exec(`DELETE FROM "${table}"`);
}
