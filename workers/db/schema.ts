import { sql } from "drizzle-orm";
import type { HostChange, PastRound, Placing } from "../../shared/api-types";
import type { BoardSize } from "../../shared/board-shape";
import { ENTRY_ORIGINS } from "../../shared/constants";
import type { Places, WinPattern } from "../../shared/win-patterns";
import {
  check,
  index,
  integer,
  primaryKey,
  sqliteTable,
  text,
  uniqueIndex,
} from "drizzle-orm/sqlite-core";

/** Timestamps are epoch milliseconds: one unit everywhere, easy to compare in SQL. */
const epochMs = (name: string) => integer(name, { mode: "number" });
const createdAt = () => epochMs("created_at").notNull().default(sql`(unixepoch('subsec') * 1000)`);

/** Columns several tables have alike. */
const rowId = () => integer("id").primaryKey({ autoIncrement: true });
const userRef = () =>
  integer("user_id")
    .notNull()
    .references(() => users.id);
/** A game's rows go with it. */
const gameRef = () =>
  integer("game_id")
    .notNull()
    .references(() => games.id, { onDelete: "cascade" });

export const users = sqliteTable("users", {
  id: rowId(),
  /** The Firebase uid (the verified token's `sub`). */
  firebaseUid: text("firebase_uid").notNull().unique(),
  /** End of the current creation pass; null or past = no pass. */
  paidUntil: epochMs("paid_until"),
  createdAt: createdAt(),
});

export const games = sqliteTable(
  "games",
  {
    id: rowId(),
    code: text("code").notNull().unique(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    status: text("status", { enum: ["SETUP", "PLAY", "BINGO", "COMPLETE"] })
      .notNull()
      .default("SETUP"),
    userId: userRef(),
    winnerId: integer("winner_id"),
    /** Bumped in the same batch as every mutation; orders realtime events. */
    version: integer("version").notNull().default(0),
    createdAt: createdAt(),
    startedAt: epochMs("started_at"),
    wonAt: epochMs("won_at"),
    /** The host refuses new players (docs/decisions/015-host-continuity.md). */
    joinLocked: integer("join_locked", { mode: "boolean" }).notNull().default(false),
    /**
     * The round being played or just won (docs/decisions/013-rounds.md): status, winner,
     * started/won times and the entries' marks are this round's.
     */
    round: integer("round").notNull().default(1),
    /** Every finished round's number and winner, oldest first: in every game payload, read with the row. */
    pastRounds: text("past_rounds", { mode: "json" })
      .$type<PastRound[]>()
      .notNull()
      .default(sql`'[]'`),
    /**
     * Bumped by triggers (migration 0010) whenever a player of this game is added, removed,
     * deleted or dealt a board: the same number means the same dealt boards, so a mark's
     * one-away check need not read them again (docs/decisions/017). Never written by code.
     */
    boardsVersion: integer("boards_version").notNull().default(0),
    /** The host role's last move and why (docs/decisions/015): every screen says so. Null until it first moves. */
    hostChange: text("host_change", { mode: "json" }).$type<HostChange>(),
    /** 3, 4 or 5 squares a side, chosen at creation (shared/board-shape.ts); games from before are 5×5. */
    boardSize: integer("board_size").$type<BoardSize>().notNull().default(5),
    /**
     * In D1's index only: the room's version of the game when its room last wrote this row
     * (durable-objects/index-rows.ts). A write carrying an older version changes nothing,
     * so two writes landing out of order still leave the newer. Never read by the rules.
     */
    indexVersion: integer("index_version").notNull().default(0),
    /**
     * What completes a board this round, and how many players can win it (shared/win-patterns.ts,
     * docs/decisions/029-patterns-and-places.md): chosen at creation and again for each round.
     */
    pattern: text("pattern").$type<WinPattern>().notNull().default("line"),
    places: integer("places").$type<Places>().notNull().default(1),
    /** This round's places won so far, in order; `winnerId` is the first's. Kept with the round in `pastRounds`. */
    winners: text("winners", { mode: "json" })
      .$type<Placing[]>()
      .notNull()
      .default(sql`'[]'`),
  },
  (table) => [
    index("games_user_id_idx").on(table.userId),
    check("games_status_check", sql`${table.status} IN ('SETUP', 'PLAY', 'BINGO', 'COMPLETE')`),
    check("games_board_size_check", sql`${table.boardSize} IN (3, 4, 5)`),
    check("games_pattern_check", sql`${table.pattern} IN ('line', 'corners', 'x', 'blackout')`),
    check("games_places_check", sql`${table.places} IN (1, 2, 3)`),
  ],
);

export const players = sqliteTable(
  "players",
  {
    id: rowId(),
    /** Unique within its game: D1's index holds every game's players, each room numbers its own. */
    code: text("code").notNull(),
    gameId: gameRef(),
    userId: userRef(),
    screenName: text("screen_name").notNull(),
    role: text("role", { enum: ["CREATOR", "PLAYER"] }).notNull().default("PLAYER"),
    /** JSON array of 24 entry ids in board order (centre excluded); null until dealt. */
    boardEntries: text("board_entries", { mode: "json" }).$type<number[]>(),
    createdAt: createdAt(),
    /**
     * When the creator removed this player (docs/api.md, Removing a player); null while in
     * the game. The row stays as the removal record: their entries and marks point at it,
     * and the unique (game, user) index keeps the same account from joining again.
     */
    removedAt: epochMs("removed_at"),
    /** In D1's index only: the game's version its room wrote this membership at (as games.index_version). */
    indexVersion: integer("index_version").notNull().default(0),
  },
  (table) => [
    uniqueIndex("players_game_code_unique").on(table.gameId, table.code),
    uniqueIndex("players_game_user_unique").on(table.gameId, table.userId),
    uniqueIndex("players_game_screen_name_unique").on(table.gameId, table.screenName),
    index("players_user_id_idx").on(table.userId),
  ],
);

export const entries = sqliteTable(
  "entries",
  {
    id: rowId(),
    gameId: gameRef(),
    /** Its author; null once the author deleted their account (shown as "someone", docs/api.md). */
    playerId: integer("player_id").references(() => players.id, { onDelete: "set null" }),
    text: text("text").notNull(),
    /** Lower-cased, spaces collapsed: two entries that read the same are duplicates. */
    normalizedText: text("normalized_text").notNull(),
    displayOrder: integer("display_order").notNull(),
    isMarked: integer("is_marked", { mode: "boolean" }).notNull().default(false),
    markedBy: integer("marked_by").references(() => players.id, { onDelete: "set null" }),
    markedAt: epochMs("marked_at"),
    /**
     * The game version of the last mark or unmark (or clearing) of this entry, and the player
     * who made it (null when the server cleared it). A mark made on an older version is
     * dropped if someone else changed the entry since (docs/api.md, PUT /entries/{id}).
     * No foreign key: a practice game's players leave while their old changes stay on record.
     */
    markChangedVersion: integer("mark_changed_version"),
    markChangedBy: integer("mark_changed_by"),
    createdAt: createdAt(),
    /**
     * Who last changed the text, when that was not its author (the host, say): the entry then
     * says so wherever it shows its author (docs/api.md, Entry). Null when its author wrote
     * the text as it reads. No foreign key: it outlives an editor who deleted their account
     * (shown as "someone"). Last, as migration 0017 added it.
     */
    editedBy: integer("edited_by"),
    /**
     * A prediction carried over from last year's game (docs/decisions/031): its author's account
     * (D1's user id, no foreign key) while that author has not joined this game yet, and the name
     * it was written under. On joining, the author's new player becomes its author again.
     */
    seededBy: integer("seeded_by"),
    seededName: text("seeded_name"),
    /**
     * Where its words came from: typed by a person, or a starter idea picked from the web app's
     * packs (docs/decisions/026). A starter idea is nobody's prophecy: the result credits no one
     * with it. An edit that changes its words makes it a typed one. Last, as migration 0022 added it.
     */
    origin: text("origin", { enum: ENTRY_ORIGINS }).notNull().default("TYPED"),
  },
  (table) => [
    uniqueIndex("entries_game_normalized_text_unique").on(table.gameId, table.normalizedText),
    index("entries_game_display_order_idx").on(table.gameId, table.displayOrder),
  ],
);

/**
 * The marks of a finished round, kept when the round's live marks are cleared (the next
 * round starts) or when a marked entry is deleted between rounds. The entry's text, author and
 * origin are copied: the entry may be deleted later, and a round just won still shows it in its
 * result (its line, its marks, its prophets). Author and origin are null on marks kept before
 * 2026-11-28.
 */
export const roundMarks = sqliteTable(
  "round_marks",
  {
    gameId: gameRef(),
    round: integer("round").notNull(),
    entryId: integer("entry_id").notNull(),
    text: text("text").notNull(),
    markedBy: integer("marked_by"),
    markedAt: epochMs("marked_at"),
    playerId: integer("player_id"),
    origin: text("origin", { enum: ENTRY_ORIGINS }),
    // A prediction carried over from last year whose author has not joined (the entry's own
    // seeded_by and seeded_name, docs/decisions/031): still theirs in the round's result.
    seededBy: integer("seeded_by"),
    seededName: text("seeded_name"),
  },
  (table) => [primaryKey({ columns: [table.gameId, table.round, table.entryId] })],
);

/**
 * Games deleted for good (an account deletion left nobody in them): their room's index writes,
 * late or retried, never bring them back into D1 (durable-objects/index-rows.ts).
 */
export const deletedGames = sqliteTable("deleted_games", {
  code: text("code").primaryKey(),
  deletedAt: epochMs("deleted_at").notNull(),
});

/**
 * An account's deletion or its merge into another, as a durable job (docs/decisions/027): the
 * games it reaches are listed once from D1's memberships, each game's room runs the change until
 * it confirms, then D1 does; a job cut short (a lost tab, a failing room or D1) is taken up again
 * by the next call of the person or by the Worker's schedule. A room that later finds a membership
 * of an account D1 no longer has looks here to learn what became of it.
 */
export const accountJobs = sqliteTable(
  "account_jobs",
  {
    id: rowId(),
    kind: text("kind", { enum: ["deleteAccount", "mergeUsers"] }).notNull(),
    /** The account deleted, or the guest merged away: its uid and D1 id. */
    sourceUid: text("source_uid").notNull(),
    sourceUserId: integer("source_user_id").notNull(),
    /** The account a guest is merged into. */
    targetUid: text("target_uid"),
    targetUserId: integer("target_user_id"),
    /** The change's arguments, as each room runs it (JSON). */
    args: text("args", { mode: "json" }).$type<unknown[]>().notNull(),
    /** Codes of the games whose rooms have yet to confirm (JSON). */
    pendingGames: text("pending_games", { mode: "json" }).$type<string[]>().notNull(),
    createdAt: createdAt(),
    /** When D1 too had the change; null while under way. */
    finishedAt: epochMs("finished_at"),
  },
  (table) => [index("account_jobs_source_user_idx").on(table.sourceUserId), index("account_jobs_unfinished_idx").on(table.finishedAt)],
);

/**
 * A game played again (docs/decisions/031): the finished game and the game made from it, a year
 * on. D1 only: it spans games. Codes, not ids, so a link outlives either game's index row.
 */
export const gamesPlayedAgain = sqliteTable("games_played_again", {
  gameCode: text("game_code").primaryKey(),
  nextCode: text("next_code").notNull().unique(),
  /** Which predictions the next game took: "unfulfilled" or "all". */
  seed: text("seed", { enum: ["unfulfilled", "all"] }).notNull(),
  createdAt: createdAt(),
});

export type AccountJobRow = typeof accountJobs.$inferSelect;

export type UserRow = typeof users.$inferSelect;
export type GameRow = typeof games.$inferSelect;
export type PlayerRow = typeof players.$inferSelect;
export type EntryRow = typeof entries.$inferSelect;

/**
 * Stripe PaymentIntents for the creation pass, one row each (docs/decisions/004-payments.md).
 * POST /intent records the intent it creates, so a repeated request finds and reuses the
 * open one; a grant marks its row, so each payment extends the pass exactly once.
 */
export const passPayments = sqliteTable(
  "pass_payments",
  {
    id: rowId(),
    userId: userRef(),
    /** Stripe's id, `pi_…`. */
    paymentIntentId: text("payment_intent_id").notNull().unique(),
    /** The user's n-th intent: part of its Stripe idempotency key. Null if not made by POST /intent. */
    attempt: integer("attempt"),
    /** When this payment extended the pass; null until then. */
    grantedAt: epochMs("granted_at"),
    /** Random id of the request that granted: the batch extends `paid_until` only if it wrote it. */
    grantToken: text("grant_token"),
    /** When Stripe said this payment was refunded or disputed; a revoked payment grants nothing. */
    revokedAt: integer("revoked_at", { mode: "number" }),
    /** Random id of the event that revoked: the batch shortens `paid_until` only if it wrote it. */
    revokeToken: text("revoke_token"),
    /** The receipt's address POST /receipt-email gave Stripe: one per intent (docs/api.md). */
    receiptEmail: text("receipt_email"),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("pass_payments_user_attempt_unique").on(table.userId, table.attempt)],
);

/** Stripe webhook events already handled: Stripe delivers at least once, we act once. */
export const stripeEvents = sqliteTable("stripe_events", {
  /** Stripe's id, `evt_…`. */
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: epochMs("received_at").notNull(),
});

export type PassPaymentRow = typeof passPayments.$inferSelect;

/**
 * Free games (an anonymous account's first) made per client address and UTC day, for the
 * daily limit (workers/api/rate-limits/free-games-per-ip.server.ts). The address is kept
 * only as a hash, and rows of past days are deleted as new ones are counted.
 */
export const freeGameAddressDays = sqliteTable(
  "free_game_address_days",
  {
    addressHash: text("address_hash").notNull(),
    /** Days since the epoch, UTC. */
    day: integer("day").notNull(),
    games: integer("games").notNull(),
  },
  (table) => [primaryKey({ columns: [table.addressHash, table.day] })],
);

/**
 * Which game a creation made, by the key its sender gave it (docs/api.md, POST /games): a
 * creation sent again after its answer was lost (patchy Wi-Fi) gets the game the first made,
 * instead of a second game, or the paywall for someone whose first game is free. Needed only
 * for minutes: rows older than a day go as new creations are made. They go with the account
 * and with the game.
 */
export const gameCreations = sqliteTable(
  "game_creations",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    creationKey: text("creation_key").notNull(),
    gameId: gameRef(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.creationKey] })],
);

/**
 * A TV waiting to be paired with a game (shared/tv-pairing.ts): the short code it shows, a
 * hash of the secret only it holds, and, once the game's host has typed the code, that game.
 * Deleted when the TV takes its link, or when expired rows are swept as new codes are made.
 */
export const tvPairings = sqliteTable(
  "tv_pairings",
  {
    code: text("code").primaryKey(),
    /** SHA-256 of the TV's secret, base64url: a leaked row pairs nothing. */
    secretHash: text("secret_hash").notNull(),
    /** The game whose host typed the code; null while the TV waits. */
    gameCode: text("game_code"),
    expiresAt: epochMs("expires_at").notNull(),
  },
  (table) => [index("tv_pairings_expires_at_idx").on(table.expiresAt)],
);

/**
 * Paper seats (docs/decisions/032-paper-seats.md): a printed card the app follows like a phone.
 * Each is dealt for one round of a game in play; its marks are the game's, so its one away and
 * its Bingo are worked out from its board. Rooms hold them (room-0007); D1 has the same empty
 * table only so the rules' queries read the same columns in either database.
 */
export const seats = sqliteTable(
  "seats",
  {
    id: rowId(),
    gameId: gameRef(),
    /** The round the card was dealt for: a new round deals new boards, and its seats are gone. */
    round: integer("round").notNull(),
    /** What the card says at its top ("Grandma", "Card 3"): not an account, not unique. */
    name: text("name").notNull(),
    boardEntries: text("board_entries", { mode: "json" }).$type<number[]>().notNull(),
    /** The secret the card's QR code carries; only the host and the printed card have it. */
    claimToken: text("claim_token").notNull(),
    /** The player who claimed the card: from then on the seat plays as that player. */
    claimedBy: integer("claimed_by"),
    /** When the host confirmed its Bingo: the round's win is the seat's. */
    wonAt: epochMs("won_at"),
    createdAt: createdAt(),
  },
  (table) => [index("seats_game_round_idx").on(table.gameId, table.round)],
);

export type SeatRow = typeof seats.$inferSelect;
