import type { GameStatus, PlayerRole } from "./constants";

/** Response shapes of the v1 API (docs/api.md). Field names are SPEC §3's. */

export interface Player {
  id: number;
  code: string;
  gameId: number;
  userId: number;
  screenName: string;
  role: PlayerRole;
  /** Only on the caller's own player, once dealt: 24 entry ids in board order, centre excluded. */
  boardEntries?: number[];
}

export interface Game {
  id: number;
  code: string;
  name: string;
  description: string;
  status: GameStatus;
  /** The creator's user id. */
  userId: number;
  /** The winning player's id. */
  winnerId: number | null;
  /** Rises by one with every committed change of the game; orders realtime events. */
  version: number;
  players: Player[];
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
}
