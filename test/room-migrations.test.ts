import { evictDurableObject, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { Game } from "../shared/api-types";
import { WINNING_LINES } from "../shared/winning-lines";
import { ROOM_MIGRATIONS, migrateRoomSchema, statementsOf } from "../durable-objects/room-schema";
import { boardOf, expectRefusal, gameInPlay, mark, send, type Person } from "./support/api-client";
import { roomOf } from "./support/room-d1";

/**
 * A room holds a live game, so its schema moves only by its own reviewed, additive steps
 * (docs/decisions/027-room-and-index.md): D1's migrations, frozen as they stood when rooms began
 * to hold games, then the room's own (`room-NNNN_…sql`).
 */

/** D1's migrations the room took before it had steps of its own: never changed, never added to. */
const FROZEN = [
  "0000_init.sql",
  "0002_payments.sql",
  "0003_free_game_address_days.sql",
  "0004_pass_revocations_and_receipts.sql",
  "0005_host_controls.sql",
  "0006_rounds.sql",
  "0007_entries_outlive_their_authors.sql",
  "0008_removals_and_mark_versions.sql",
  "0009_drop_games_ended_at.sql",
  "0010_boards_version.sql",
  "0011_host_change.sql",
  "0013_board_size.sql",
];

/** What a room's own step may do: add tables, columns, indexes and triggers, and fill new tables. */
const ADDITIVE = [
  /^CREATE TABLE (IF NOT EXISTS )?[`"]?\w+[`"]? \(/i,
  /^CREATE (UNIQUE )?INDEX (IF NOT EXISTS )?/i,
  /^CREATE TRIGGER (IF NOT EXISTS )?/i,
  /^ALTER TABLE [`"]?\w+[`"]? ADD (COLUMN )?/i,
  /^INSERT INTO [`"]?\w+[`"]? /i,
];
/** Never, even inside an additive statement (a trigger's body runs on the live game's rows later, and may): */
const DESTRUCTIVE_OUTSIDE_TRIGGERS = /\b(DROP|RENAME|PRAGMA|REPLACE)\b|^\s*(DELETE|UPDATE)\b/im;

/** Why a step may not run on a room holding a live game, or null when it is additive. */
function destructiveStatement(statement: string): string | null {
  const code = statement.replace(/^\s*--.*$/gm, "").trim();
  if (!ADDITIVE.some((pattern) => pattern.test(code))) return code;
  const outsideTriggerBody = /^CREATE TRIGGER/i.test(code) ? code.slice(0, code.search(/\bBEGIN\b/i)) : code;
  return DESTRUCTIVE_OUTSIDE_TRIGGERS.test(outsideTriggerBody) ? code : null;
}

const migrations = Object.entries(ROOM_MIGRATIONS)
  .map(([path, text]) => ({ name: path.slice(path.lastIndexOf("/") + 1), text }))
  .sort((a, b) => (a.name < b.name ? -1 : 1));

/** Rows of the game's tables, as a test compares them before and after a step. */
function gameRows(sql: SqlStorage) {
  const read = (table: string, order: string) =>
    sql.exec(`SELECT * FROM ${table} ORDER BY ${order}`).toArray().map((row) => {
      // Columns the room's own steps add (room-0001, room-0003, room-0004, room-0006, room-0010, room-0011): a room from before has none.
      const {
        index_version: _indexed, edited_by: _edited, pattern: _pattern, places: _places, winners: _winners,
        seeded_by: _by, seeded_name: _name, origin: _origin, ...kept
      } = row as Record<string, unknown>;
      // A kept mark's author (room-0011); every other table's player_id was there from the start.
      if (table === "round_marks") delete kept.player_id;
      return kept;
    });
  return {
    users: read("users", "id"),
    games: read("games", "id"),
    players: read("players", "id"),
    entries: read("entries", "id"),
    roundMarks: read("round_marks", "round, entry_id"),
  };
}

/** A game in its second round: round 1 won with a line, credit kept, round 2 with marks of its own. */
async function gameInItsSecondRound() {
  const game = await gameInPlay({ players: 2, entries: 30 });
  const winner = game.players[0]!;
  const win = async (person: Person) => {
    const board = await boardOf(person, game.code);
    for (const position of WINNING_LINES[0]!) await mark(person, board[position]!);
    expect((await send<{ data: Game }>(person, "PUT", `/games/${game.code}/call-bingo`)).status).toBe(200);
  };
  await win(winner);
  expect((await send(game.creator, "POST", `/games/${game.code}/rounds`, { after: 1 })).status).toBe(200);
  const board = await boardOf(game.players[1]!, game.code);
  await mark(game.players[1]!, board[0]!);
  await mark(game.creator, board[1]!);
  return game;
}

describe("the room's migrations", () => {
  it("keep D1's frozen history as it was, and add only steps of the room's own after it", () => {
    const frozen = migrations.filter(({ name }) => !name.startsWith("room-")).map(({ name }) => name);
    expect(frozen).toEqual(FROZEN);
    const own = migrations.filter(({ name }) => name.startsWith("room-"));
    expect(own.length).toBeGreaterThan(0);
    for (const { name, text } of own) {
      const destructive = statementsOf(text).map(destructiveStatement).filter((found) => found !== null);
      expect(destructive, `${name} must only add to a live room's schema`).toEqual([]);
    }
  });

  it("would refuse a step that drops, rebuilds, renames or rewrites what a live game holds", () => {
    for (const statement of [
      "DROP TABLE players",
      "ALTER TABLE players RENAME TO old_players",
      "CREATE TABLE __new_players AS SELECT * FROM players",
      "PRAGMA foreign_keys=OFF",
      "DELETE FROM entries",
      "UPDATE entries SET is_marked = 0",
      "INSERT OR REPLACE INTO players SELECT * FROM players",
      "ALTER TABLE games DROP COLUMN round",
    ]) {
      expect(destructiveStatement(statement), statement).not.toBeNull();
    }
    expect(destructiveStatement("ALTER TABLE `games` ADD `x` integer DEFAULT 0 NOT NULL")).toBeNull();
    expect(destructiveStatement("CREATE TRIGGER t AFTER DELETE ON players BEGIN DELETE FROM y; END")).toBeNull();
  });

  it("run every step of the room's own on a room holding a game in play, its rows, credit and marks unchanged", async () => {
    const { code } = await gameInItsSecondRound();
    const before = await runInDurableObject(roomOf(code), (_instance, state) => gameRows(state.storage.sql));
    expect(before.roundMarks.length).toBeGreaterThanOrEqual(5);
    expect(before.entries.filter((entry) => entry.is_marked === 1).length).toBe(2);

    // A room as it stood before the room's own steps, holding the same game: the rows copied into
    // D1's frozen schema, then the room brought up to date as a room waking today would be.
    const older = roomOf(`OLD${code.slice(3)}`);
    const after = await runInDurableObject(older, (_instance, state) => {
      migrateRoomSchema(state.storage, (name) => FROZEN.includes(name));
      const sql = state.storage.sql;
      state.storage.transactionSync(() => {
        for (const [table, rows] of Object.entries({
          users: before.users,
          games: before.games,
          players: before.players,
          entries: before.entries,
          round_marks: before.roundMarks,
        })) {
          for (const row of rows) {
            const columns = Object.keys(row);
            sql.exec(
              `INSERT INTO ${table} (${columns.join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`,
              ...columns.map((column) => row[column]),
            );
          }
        }
        // The players' triggers counted the copy as deals: the game's count is the original's.
        sql.exec("UPDATE games SET boards_version = ?", before.games[0]!.boards_version);
      });
      const copied = gameRows(sql);
      migrateRoomSchema(state.storage);
      return { copied, migrated: gameRows(sql) };
    });
    expect(after.copied).toEqual(before);
    expect(after.migrated).toEqual(before);
  });

  it("run on a room's first use though that use is a change refused: the step is not rolled back with it", async () => {
    const { creator, players, code } = await gameInPlay({ players: 1, entries: 24 });
    const board = await boardOf(creator, code);
    await mark(creator, board[0]!);
    // A room deployed before its last step: the step's tables not there, and not recorded.
    const room = roomOf(code);
    await runInDurableObject(room, (_instance, state) => {
      state.storage.sql.exec("DROP TABLE mark_question_votes");
      state.storage.sql.exec("DROP TABLE mark_questions");
      state.storage.sql.exec("DELETE FROM room_migrations WHERE name = 'room-0005_mark_questions.sql'");
    });
    await evictDurableObject(room);

    // Its first use after the deploy: a change the game refuses (someone else's mark, unmarked).
    expectRefusal(await send(players[0]!, "PUT", `/entries/${board[0]}`, { isMarked: false }), 403, "UNMARK_NOT_ALLOWED");
    await mark(players[0]!, board[1]!);
    const after = await runInDurableObject(room, (_instance, state) => ({
      recorded: state.storage.sql.exec("SELECT 1 FROM room_migrations WHERE name = 'room-0005_mark_questions.sql'").toArray().length,
      table: state.storage.sql.exec("SELECT 1 FROM sqlite_master WHERE name = 'mark_questions'").toArray().length,
    }));
    expect(after).toEqual({ recorded: 1, table: 1 });
  });
});
