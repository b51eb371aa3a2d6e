import { DEFAULT_BOARD_SIZE, entriesToStart } from "./board-shape";

/** Business constants from SPEC §9 and the server rules of DESIGN.md. */

/**
 * How long the host must have been offline before the longest-present online player may
 * take the host role over (docs/decisions/015-host-continuity.md).
 */
export const HOST_AWAY_MS = 3 * 60_000;
/** The 5×5 board of SPEC §4 (and of every game before sizes): other sizes are shared/board-shape.ts's. */
export const BOARD_SIZE = DEFAULT_BOARD_SIZE;
/** Squares on a 5×5 board that hold an entry: 5x5 minus the free centre. */
export const BOARD_ENTRY_COUNT = entriesToStart(DEFAULT_BOARD_SIZE);

export const GAME_CODE_LENGTH = 8;
/** No 0/O, 1/I: codes are read aloud across a table and typed on phones. */
export const GAME_CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
/**
 * SPEC §2's test-style join screen goes to the game with the code 'testing': one shared
 * practice game (docs/decisions/008). Seven letters, one of them an I, so no generated
 * code can ever be it.
 */
export const PRACTICE_GAME_CODE = "TESTING";

export const PASS_PRICE_CENTS = 500;
export const PASS_CURRENCY = "usd";
export const PASS_DURATION_DAYS = 90;

export const LIMITS = {
  screenName: { min: 1, max: 40 },
  gameName: { min: 1, max: 80 },
  description: { max: 500 },
  entryText: { min: 1, max: 200 },
  entriesPerGame: 300,
  playersPerGame: 500,
  /** Paper seats a round may have (docs/decisions/032-paper-seats.md): fifty printed pages. */
  seatsPerRound: 100,
} as const;

export const GAME_STATUSES = ["SETUP", "PLAY", "BINGO", "COMPLETE"] as const;
export type GameStatus = (typeof GAME_STATUSES)[number];

/** My Games lists games in this status order, then by name: games in progress first. */
export const GAME_LIST_STATUS_ORDER: readonly GameStatus[] = ["PLAY", "SETUP", "BINGO", "COMPLETE"];

export const PLAYER_ROLES = ["CREATOR", "PLAYER"] as const;
export type PlayerRole = (typeof PLAYER_ROLES)[number];

/** The identity provider's default minimum password length; it enforces it (SPEC §5). */
export const PASSWORD_DEFAULT_MIN_LENGTH = 6;

/** Who an entry's author is once they deleted their account: the entry stays (docs/api.md). */
export const DEPARTED_AUTHOR_NAME = "someone";

/**
 * Deleting an account and carrying a guest's games into one need a sign-in this recent:
 * a phone left unlocked, or a token copied from it, is not enough. Guests are
 * exempt: they cannot sign in again, their token is all they have.
 */
export const RECENT_SIGN_IN_MINUTES = 5;
