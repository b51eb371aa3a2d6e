import type { BoardSize } from "./board-shape";
import type { EntryOrigin, GameStatus, PlayerRole } from "./constants";
import type { Places, WinPattern } from "./win-patterns";

/**
 * Response shapes of the v1 API (docs/api.md). Field names are SPEC §3's, less its internal
 * user ids: no player learns another's account id (linkable across games). The
 * creator is the player with role CREATOR; the caller's own player says `isMe`.
 */

export interface Player {
  id: number;
  code: string;
  gameId: number;
  screenName: string;
  role: PlayerRole;
  /** True on the caller's own player in answers to the caller; absent everywhere else. */
  isMe?: true;
  /**
   * True on the game's owner: the player who created (and paid for) it. Nobody can remove
   * them, they can take the host role back at any time, and while they play only they can
   * end the game (docs/decisions/015). Absent on everyone else.
   */
  isOwner?: true;
  /** Only on the caller's own player, once dealt: 24 entry ids in board order, centre excluded. */
  boardEntries?: number[];
}

export interface Game {
  id: number;
  code: string;
  name: string;
  description: string;
  status: GameStatus;
  /** The winning player's id: the first place's (docs/decisions/029-patterns-and-places.md). */
  winnerId: number | null;
  /** Rises by one with every committed change of the game; orders realtime events. */
  version: number;
  /** The host refuses new players (POST /games/join answers 409 GAME_LOCKED). */
  locked: boolean;
  /** The round being played or just won, from 1 (docs/decisions/013-rounds.md). */
  round: number;
  /** Squares a side: 3, 4 or 5; a board holds its entries less a free centre on odd sizes. */
  boardSize: BoardSize;
  /** Every finished round before this one, oldest first. */
  pastRounds: PastRound[];
  /** What completes a board this round (shared/win-patterns.ts); "line" unless the host chose another. */
  pattern: WinPattern;
  /** How many players can win this round (1–3): the round stays in PLAY until the last place is won. */
  places: Places;
  /** This round's places won so far, in order of place. */
  winners: Placing[];
  players: Player[];
  /** The host role's last move and why; absent until it first moves (docs/decisions/015). */
  hostChange?: HostChange;
  /**
   * Once won (BINGO, COMPLETE): the entry ids of the winning line of the winner's board, in
   * line order, 4 when the line crosses the free centre. Absent before; in GET /games/{code}
   * and the bingo event, not in the games list.
   */
  winningEntryIds?: number[];
  /**
   * Players one mark from a line (shared/one-away.ts), worked out by the server from every
   * board; in GET /games/{code} only (realtime messages carry changes to it apart).
   */
  oneAwayPlayerIds?: number[];
  /**
   * The round's came-true predictions taken out of the pool after it was won: gone from the
   * entries, still the round's, so its result shows them (its line, its marks, its prophets).
   * In GET /games/{code} and the TV's read; absent when there are none. A phone that hears one
   * removed keeps it itself (docs/decisions/042).
   */
  keptForResult?: Entry[];
  /** The code of the game played again from this one (absent if none); in GET /games only (docs/decisions/031). */
  playedAgainAs?: string;
  /**
   * The round's paper seats (docs/decisions/032-paper-seats.md), in the order printed; in GET
   * /games/{code}, a join's answer and the TV's read (realtime messages carry them apart).
   * Absent for a game that never printed any.
   */
  seats?: Seat[];
}

/**
 * A printed card the app follows like a phone: not an account. Its one away and its Bingo are
 * worked out from its board and the game's marks, which everyone makes. `boardEntries` and
 * `claimToken` go to the host alone (who prints the card), never to other players or the TV.
 */
export interface Seat {
  id: number;
  name: string;
  /** One mark from a line, no line full yet. */
  oneAway: boolean;
  /** A full line on the card: the host may confirm its Bingo. */
  hasBingo: boolean;
  /** The host confirmed its Bingo: the seat has a place of the round (`Game.winners`), the first with `Game.winnerId` null. */
  won: boolean;
  /** The player who claimed the card by its QR code and plays it on a phone; null until then. */
  claimedBy: number | null;
  /** Host only: the card's entry ids in board order. */
  boardEntries?: number[];
  /** Host only, until claimed: the secret of the card's claim link. */
  claimToken?: string;
}

/**
 * One place won in a round: the player, and 1 for the first Bingo, 2 for the second, 3 for the
 * third. A paper seat's place, its Bingo confirmed by the host (docs/decisions/032), has no
 * player but the seat's id.
 */
export interface Placing {
  playerId: number | null;
  /** The paper seat that won the place; absent for a player's. */
  seatId?: number;
  place: number;
  /** The name it was won under (a player's, a card's); in GET /games (My Games) only, whose `players` hold only the caller. */
  name?: string | null;
  /**
   * The squares it was won on (the pattern its board completed when called): while the table
   * votes on one of their marks, every phone says the place waits for the vote. Absent from
   * places won before 2026-11-28.
   */
  entryIds?: number[];
}

/** A place of a past round, with the name it was won under: My Games lists no other players. */
export interface PastPlacing extends Placing {
  name: string | null;
}

/** A round that is over and was followed by another: its number and who won it. */
export interface PastRound {
  number: number;
  /** The winner's player id: the first place's. */
  winnerId: number | null;
  /** Kept with the round: My Games lists no other players. */
  winnerName: string | null;
  /** When its Bingo was called, epoch milliseconds. */
  endedAt: number | null;
  /** Every place won in the round, in order; absent on rounds played before places existed. */
  winners?: PastPlacing[];
  /** The round's pattern; absent on rounds played before patterns existed (they were lines). */
  pattern?: WinPattern;
}

export interface Entry {
  id: number;
  gameId: number;
  /** Its author's player id; null once the author deleted their account. */
  playerId: number | null;
  text: string;
  displayOrder: number;
  isMarked: boolean;
  /** Player id of whoever marked it. */
  markedBy: number | null;
  /** Epoch milliseconds. */
  markedAt: number | null;
  /** Screen name of the player who added it; "someone" once they deleted their account. */
  playerName: string;
  /**
   * Player id of whoever last changed its text when that was not its author (the host, say);
   * null when its author wrote it as it reads. Shown wherever its author is: "edited by Ann".
   */
  editedBy: number | null;
  /** Their screen name ("someone" once they deleted their account); null with `editedBy`. */
  editedByName: string | null;
  /**
   * "STARTER_IDEA": picked from the web app's starter ideas, nobody's own prophecy (the result
   * credits no one with it); "TYPED": a person's words. An edit that changes the words makes it
   * "TYPED" (docs/decisions/026).
   */
  origin: EntryOrigin;
  gameCode: string;
}

export interface Paginator {
  page: number;
  perPage: number;
  total: number;
  lastPage: number;
}

/** GET /user/load-details: the caller as the paywall sees them (SPEC §3, User). */
export interface UserDetails {
  id: number;
  /** A pass is current now. */
  paid: boolean;
  /** The caller has created a game before (then another needs a pass). */
  hasCreated: boolean;
  /** When the pass ends, epoch milliseconds; null if never bought. */
  paidUntil: number | null;
}

/** SPEC §3, Payment intent: `id` is the caller's auth id; `secret` is Stripe's client secret. */
export interface PassIntent {
  id: string;
  secret: string;
  paymentIntentId: string;
}

/** What a join link shows of its game before joining (server-rendered on /join/{code}/). */
export interface GameInvite {
  name: string;
  playerCount: number;
  /** Won (BINGO) or COMPLETE: joining still works, but there is nothing left to win. */
  isOver: boolean;
  /** The host has locked joining: the page says so before anyone types a name. */
  locked: boolean;
  /** Not started: a join opens the game's setup, not its board (the page fetches that screen's files). */
  inSetup: boolean;
}

/**
 * What a join link's page knows of its code: the game, null for a code that names none, or
 * "unavailable" while the games' records cannot be read (D1 down): the page then offers the
 * join all the same, which a game's room answers without D1 (docs/decisions/040).
 */
export type InviteLookup = GameInvite | null | "unavailable";

/**
 * Why the host role last moved: the host handed it on, a player took it over from a host away
 * for minutes, the owner took it back, or the host's account was deleted. Player ids; `fromPlayerId`
 * is null when that player is gone. `at` in epoch ms tells one move from the next.
 */
export interface HostChange {
  reason: "handed-over" | "took-over" | "owner-back" | "host-left";
  fromPlayerId: number | null;
  toPlayerId: number;
  at: number;
}

/**
 * GET /games/{code}/tv (docs/decisions/018-tv-view.md): what a TV view in the room shows, and
 * no more than every player of the game sees. The game as broadcast to everyone (players
 * without boards, no user ids; `oneAwayPlayerIds`, and `winningEntryIds` once won), its
 * entries (`markedBy` is a player id of `game.players`), and the codes of the players online.
 */
export interface ViewerSnapshot {
  game: Game;
  entries: Entry[];
  onlinePlayerCodes: string[];
}

/** A game of a chain played again year after year (docs/decisions/031), oldest first. */
export interface ChainGame {
  code: string;
  name: string;
  /** The last year in its name, else the year it was made in. */
  year: number;
  /** Whether the caller plays in it: if not, they may join it (played again: join). */
  isMember: boolean;
}

/** GET /games/{code}/played-again: the game this one was played again from, and the one played again from it. */
export interface PlayedAgainLinks {
  previous: ChainGame | null;
  next: ChainGame | null;
}

/** One person's year in the family record: their predictions that came true, and their Bingos. */
export interface RecordYear {
  cameTrue: string[];
  /** Rounds won: first places. */
  bingos: number;
  /** Every place won, round by round (1, 2, 3: docs/decisions/029). */
  places: number[];
}

/** GET /games/{code}/record: each person of the chain, year by year (null: not in that year's game). */
export interface FamilyRecord {
  games: ChainGame[];
  people: Array<{ name: string; years: Array<RecordYear | null> }>;
}

/** In GET /games: a game played again from one of the caller's that they have not joined yet. */
export interface PlayedAgainInvite {
  code: string;
  name: string;
  /** The game it was played again from, and the caller's name there (the name they join under). */
  fromCode: string;
  fromName: string;
  screenName: string;
}
