import { PRACTICE_GAME_CODE, type GameStatus } from "./constants";

/**
 * When a game's pool of entries may change (docs/decisions/013-rounds.md): before the game
 * starts, and between rounds (a round won, the next not started yet), never while a round is
 * played nor once the game has ended. The practice game's pool is the house's, always.
 */
export const ENTRY_CHANGE_STATUSES = ["SETUP", "BINGO"] as const satisfies readonly GameStatus[];

export function entriesMayChange(game: { status: GameStatus; code: string }): boolean {
  return (ENTRY_CHANGE_STATUSES as readonly GameStatus[]).includes(game.status) && game.code !== PRACTICE_GAME_CODE;
}
