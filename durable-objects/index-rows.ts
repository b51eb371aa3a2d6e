/**
 * D1 keeps what spans games (docs/decisions/020): for a game its room holds, the game's row and
 * its players' memberships, which My Games, the join link's preview and an account's own changes
 * read. The room writes them behind its changes through a transactional outbox
 * (docs/decisions/027-room-and-index.md):
 *
 * - every change that moves the index leaves a row in `index_outbox`, written by triggers in the
 *   change's own transaction (durable-objects/migrations/room-0001_index_outbox.sql);
 * - a delivery carries the game as the room holds it now, and the memberships changed since D1
 *   last took them (all of them when reconciling), as one D1 batch of upserts;
 * - every row it writes carries the game's version (`index_version`) and D1 keeps the newer of
 *   two, so writes landing out of order still leave the newest;
 * - the room records a membership as written only when D1 says it wrote it (RETURNING), and
 *   deletes the outbox rows the delivery covered only after D1 took it.
 */

import { hasTable } from "./room-table";

type Row = Record<string, unknown>;

export interface IndexDelivery {
  code: string;
  /** The newest outbox row this delivery covers; 0 when the outbox was empty (a reconciliation). */
  upTo: number;
  /** Every membership, D1's others removed: a reconciliation, or the repair after a refused write. */
  full: boolean;
  /** The game as the room holds it; null once it is deleted. */
  game: Row | null;
  /** Memberships to write, each with its row's text as the room will remember it. */
  players: Array<{ row: Row; text: string }>;
  /** Every account in the game, for a full write (D1's memberships of any other account go); else empty. */
  everyone: number[];
}

/** What D1 did with a delivery. */
export interface IndexOutcome {
  /** Accounts whose membership D1 wrote. */
  written: Set<number>;
  /** Accounts D1 no longer has (deleted or merged away): their membership cannot be written. */
  accountsMissing: Set<number>;
  /** D1 had no row of the game before this write (it lost it): the next delivery writes everyone. */
  gameWasMissing: boolean;
  /** D1 holds the game as deleted for good. */
  tombstoned: boolean;
}

/** A membership D1 cannot take because its account is gone: kept so it is not sent again unchanged. */
const ACCOUNT_MISSING = "account-missing:";

/** A membership's columns, in the same order in the room and in D1: the comparison reads both as text. */
const MEMBERSHIP_COLUMNS = "code, user_id, screen_name, role, created_at, removed_at";

const GAME_COLUMNS = `id, code, name, description, status, user_id, winner_id, version, created_at, started_at, won_at,
  join_locked, round, past_rounds, host_change, board_size, pattern, places, winners`;

export function newestOutboxRow(sql: SqlStorage): number {
  const [row] = sql.exec<{ id: number | null }>("SELECT max(id) AS id FROM index_outbox").toArray();
  return row?.id ?? 0;
}

/**
 * The round's places with the names they were won under (a player's, a paper card's), for D1:
 * My Games names the podium of a round just won from D1 alone, whose player ids are not the
 * room's, as past rounds keep their names (docs/decisions/029).
 */
function winnersWithNames(sql: SqlStorage, winners: string): string {
  const placings = JSON.parse(winners) as Array<{ playerId: number | null; seatId?: number; place: number; entryIds?: number[] }>;
  if (placings.length === 0) return winners;
  const players = new Map(sql.exec<{ id: number; screen_name: string }>("SELECT id, screen_name FROM players").toArray().map((row) => [row.id, row.screen_name]));
  const cards = hasTable(sql, "seats")
    ? new Map(sql.exec<{ id: number; name: string }>("SELECT id, name FROM seats").toArray().map((row) => [row.id, row.name]))
    : new Map<number, string>();
  const nameOf = ({ playerId, seatId }: (typeof placings)[number]) =>
    (seatId === undefined ? players.get(playerId ?? -1) : cards.get(seatId)) ?? null;
  // The squares a place was won on matter only while its round is played, in the room: not to D1.
  return JSON.stringify(placings.map(({ entryIds: _squares, ...placing }) => ({ ...placing, name: nameOf(placing) })));
}

/** The game's row as D1's index keeps it: the room's columns, the places with their names. */
function gameRowForIndex(sql: SqlStorage): Row | null {
  const [game] = sql.exec(`SELECT ${GAME_COLUMNS} FROM games`).toArray();
  if (!game) return null;
  return { ...game, winners: winnersWithNames(sql, game.winners as string) };
}

/** The memberships D1's index keeps. A newcomer's waits until D1 has given their account its id (account-rows.ts). */
function membershipRowsForIndex(sql: SqlStorage): Row[] {
  return sql.exec(`SELECT ${MEMBERSHIP_COLUMNS} FROM players WHERE user_id > 0 ORDER BY id`).toArray();
}

const MEMBERSHIP_COLUMN_NAMES = MEMBERSHIP_COLUMNS.split(", ");
/** The membership's columns, named with their table: the delivery's read joins `room_index_rows`. */
const MEMBERSHIP_COLUMNS_OF_PLAYERS = MEMBERSHIP_COLUMN_NAMES.map((column) => `players.${column}`).join(", ");

/**
 * A membership's text as the room remembers what D1 took (room_index_rows), made by SQLite so
 * the comparison runs there: JSON.stringify of the row gives the same text for every row we
 * write (a row remembered before this differs at most once, and is written again).
 */
const MEMBERSHIP_TEXT = `json_object(${MEMBERSHIP_COLUMN_NAMES.map((column) => `'${column}', players.${column}`).join(", ")})`;

/** What D1 took of a membership, without the mark of an account it could not take. */
const REMEMBERED = `CASE WHEN taken.row LIKE '${ACCOUNT_MISSING}%' THEN substr(taken.row, ${ACCOUNT_MISSING.length + 1}) ELSE taken.row END`;

/**
 * The memberships a delivery writes, each with its text: those D1 has not taken as they are
 * now, or all of them for a full write. Chosen in SQL: a delivery after a join carries one row,
 * and reading every member of a 500-player game into the isolate for it was most of its cost.
 */
function membershipsToWrite(sql: SqlStorage, full: boolean): Array<{ row: Row; text: string }> {
  const changed = full ? "" : `AND (taken.row IS NULL OR ${REMEMBERED} IS NOT ${MEMBERSHIP_TEXT})`;
  return sql
    .exec(
      `SELECT ${MEMBERSHIP_COLUMNS_OF_PLAYERS}, ${MEMBERSHIP_TEXT} AS membership_text FROM players
       LEFT JOIN room_index_rows AS taken ON taken.user_id = players.user_id
       WHERE players.user_id > 0 ${changed} ORDER BY players.id`,
    )
    .toArray()
    .map(({ membership_text: text, ...row }) => ({ row, text: text as string }));
}

/** What D1's index lacks of the game, as the room holds it now; null when there is nothing to write. */
export function pendingDelivery(sql: SqlStorage, code: string, full: boolean): IndexDelivery | null {
  const upTo = newestOutboxRow(sql);
  if (upTo === 0 && !full) return null;
  const game = gameRowForIndex(sql);
  if (!game) return { code, upTo, full, game: null, players: [], everyone: [] };
  const players = membershipsToWrite(sql, full);
  // Only a full write names everyone: D1's memberships of any other account go (writeToIndex).
  return { code, upTo, full, game, players, everyone: full ? players.map(({ row }) => row.user_id as number) : [] };
}

/** Remembers what D1 took (and what it cannot take), then lets go of the outbox rows the delivery covered. */
export function recordDelivery(sql: SqlStorage, delivery: IndexDelivery, outcome: IndexOutcome): void {
  for (const { row, text } of delivery.players) {
    const userId = row.user_id as number;
    // Gone from the game while the write was on its way (an account deleted or merged away):
    // nothing of them is remembered again.
    if (sql.exec("SELECT 1 FROM players WHERE user_id = ? LIMIT 1", userId).toArray().length === 0) continue;
    if (outcome.written.has(userId)) {
      sql.exec("INSERT OR REPLACE INTO room_index_rows (user_id, row) VALUES (?, ?)", userId, text);
    } else if (outcome.accountsMissing.has(userId)) {
      sql.exec("INSERT OR REPLACE INTO room_index_rows (user_id, row) VALUES (?, ?)", userId, ACCOUNT_MISSING + text);
    }
  }
  // Accounts no longer in the game: nothing of them stays remembered.
  if (delivery.full) {
    sql.exec(
      "DELETE FROM room_index_rows WHERE user_id NOT IN (SELECT value FROM json_each(?))",
      JSON.stringify(delivery.everyone),
    );
  }
  sql.exec("DELETE FROM index_outbox WHERE id <= ?", delivery.upTo);
}

/** One D1 batch: the game's row and the memberships, each kept only if no newer write reached D1 first. */
export async function writeToIndex(d1: D1Database, delivery: IndexDelivery, now: number): Promise<IndexOutcome> {
  const { code, game } = delivery;
  if (!game) {
    // Deleted for good: its memberships go with it (ON DELETE CASCADE), and no late write brings it back.
    const [before] = await d1.batch([
      d1.prepare("SELECT count(*) AS present FROM games WHERE code = ?").bind(code),
      d1.prepare("INSERT OR IGNORE INTO deleted_games (code, deleted_at) VALUES (?, ?)").bind(code, now),
      d1.prepare("DELETE FROM games WHERE code = ?").bind(code),
    ]);
    const present = (before!.results[0] as { present: number }).present > 0;
    return { written: new Set(), accountsMissing: new Set(), gameWasMissing: !present, tombstoned: true };
  }
  const version = game.version as number;
  const rows = JSON.stringify(delivery.players.map(({ row }) => row));
  const gameId = game.id as number;
  const statements = [
    d1
      .prepare(
        `SELECT (SELECT count(*) FROM games WHERE id = ?1) AS present,
                (SELECT count(*) FROM deleted_games WHERE code = ?2) AS tombstoned`,
      )
      .bind(gameId, code),
    d1
      .prepare(
        `INSERT INTO games (${GAME_COLUMNS}, index_version)
         SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19, ?8
         WHERE NOT EXISTS (SELECT 1 FROM deleted_games WHERE code = ?2) AND EXISTS (SELECT 1 FROM users WHERE id = ?6)
         ON CONFLICT (id) DO UPDATE SET name = excluded.name, description = excluded.description,
           status = excluded.status, winner_id = excluded.winner_id, version = max(games.version, excluded.version),
           started_at = excluded.started_at, won_at = excluded.won_at, join_locked = excluded.join_locked,
           round = excluded.round, past_rounds = excluded.past_rounds, host_change = excluded.host_change,
           board_size = excluded.board_size, pattern = excluded.pattern, places = excluded.places,
           winners = excluded.winners, index_version = excluded.index_version,
           user_id = CASE WHEN EXISTS (SELECT 1 FROM users WHERE id = excluded.user_id) THEN excluded.user_id ELSE games.user_id END
         WHERE excluded.index_version >= games.index_version`,
      )
      .bind(
        gameId,
        code,
        game.name,
        game.description,
        game.status,
        game.user_id,
        game.winner_id,
        version,
        game.created_at,
        game.started_at,
        game.won_at,
        game.join_locked,
        game.round,
        game.past_rounds,
        game.host_change,
        game.board_size,
        game.pattern,
        game.places,
        game.winners,
      ),
  ];
  if (delivery.full) {
    // A membership D1 has and the room does not (a stale row, an account merged away in the room).
    statements.push(
      d1
        .prepare(
          `DELETE FROM players WHERE game_id = ?1 AND index_version <= ?2
             AND user_id NOT IN (SELECT value FROM json_each(?3))`,
        )
        .bind(gameId, version, JSON.stringify(delivery.everyone)),
    );
  }
  statements.push(
    // Names and codes move between players (a rejoin under another name, a merge): the rows
    // about to be written step aside first, so no name or code is briefly two players' in the batch.
    d1
      .prepare(
        `UPDATE players SET screen_name = char(1) || id, code = char(1) || id
         WHERE game_id = ?1 AND index_version <= ?2 AND user_id IN (SELECT value ->> 'user_id' FROM json_each(?3))`,
      )
      .bind(gameId, version, rows),
    // A membership is one account in one game: D1's row is found by that pair, whatever id it has.
    d1
      .prepare(
        `INSERT INTO players (code, game_id, user_id, screen_name, role, created_at, removed_at, index_version)
         SELECT value ->> 'code', ?1, value ->> 'user_id', value ->> 'screen_name', value ->> 'role',
                value ->> 'created_at', value ->> 'removed_at', ?2
         FROM json_each(?3)
         WHERE EXISTS (SELECT 1 FROM users WHERE id = value ->> 'user_id') AND EXISTS (SELECT 1 FROM games WHERE id = ?1)
         ON CONFLICT (game_id, user_id) DO UPDATE SET code = excluded.code, screen_name = excluded.screen_name,
           role = excluded.role, removed_at = excluded.removed_at, index_version = excluded.index_version
         WHERE excluded.index_version >= players.index_version
         RETURNING user_id`,
      )
      .bind(gameId, version, rows),
    d1
      .prepare(
        `SELECT value ->> 'user_id' AS user_id FROM json_each(?1)
         WHERE NOT EXISTS (SELECT 1 FROM users WHERE id = value ->> 'user_id')`,
      )
      .bind(rows),
  );
  const results = await d1.batch(statements);
  const [state] = results[0]!.results as Array<{ present: number; tombstoned: number }>;
  const written = results.at(-2)!.results as Array<{ user_id: number }>;
  const missing = results.at(-1)!.results as Array<{ user_id: number }>;
  return {
    written: new Set(written.map((row) => Number(row.user_id))),
    accountsMissing: new Set(missing.map((row) => Number(row.user_id))),
    gameWasMissing: state!.present === 0,
    tombstoned: state!.tombstoned > 0,
  };
}

/** D1's index of a game as it is, for the periodic comparison with the room's. */
export async function readIndexOf(d1: D1Database, gameId: number): Promise<{ game: Row | null; players: Row[] }> {
  const [games, players] = await d1.batch([
    d1.prepare(`SELECT ${GAME_COLUMNS} FROM games WHERE id = ?`).bind(gameId),
    d1.prepare(`SELECT ${MEMBERSHIP_COLUMNS} FROM players WHERE game_id = ? ORDER BY id`).bind(gameId),
  ]);
  return { game: (games!.results[0] as Row | undefined) ?? null, players: players!.results as Row[] };
}

/** What of the room's game D1's index has otherwise (empty when they agree), for the log. */
export function indexDrift(sql: SqlStorage, index: { game: Row | null; players: Row[] }): string[] {
  // Compared with what a delivery writes, not the room's raw row: D1 keeps the places with names.
  const game = gameRowForIndex(sql);
  if (!game) return index.game ? ["D1 still has a deleted game"] : [];
  if (!index.game) return ["D1 has no row of the game"];
  const drift: string[] = [];
  for (const [column, value] of Object.entries(game)) {
    // The version is no drift either way. A mark moves it alone, and nothing D1 keeps (the
    // outbox's triggers): between two deliveries D1's is behind by every mark, by design. And D1
    // may count further (an account change it ran itself). Taken for drift, every game marked
    // since its last delivery was logged and written in full, every ten minutes of play.
    if (column !== "version" && index.game[column] !== value) drift.push(`games.${column}`);
  }
  const byAccount = new Map(index.players.map((row) => [row.user_id as number, JSON.stringify(row)]));
  // A newcomer whose account D1 has not yet given an id is pending, not drift.
  for (const row of membershipRowsForIndex(sql)) {
    if (byAccount.get(row.user_id as number) !== JSON.stringify(row)) drift.push(`membership of account ${row.user_id}`);
    byAccount.delete(row.user_id as number);
  }
  for (const userId of byAccount.keys()) drift.push(`stale membership of account ${userId}`);
  return drift;
}
