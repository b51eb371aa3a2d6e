import { BOARD_ENTRY_COUNT } from "./constants";
import { randomIndex } from "./random-index";

/**
 * A player's board: 24 distinct entry ids drawn uniformly at random from the game's
 * pool, in board order (centre excluded, see winning-lines.ts).
 *
 * A partial Fisher–Yates shuffle: every ordered choice of 24 entries is equally likely,
 * and it costs 24 draws whatever the size of the pool. A smaller board (shared/board-shape.ts)
 * draws its own `count`.
 */
export function dealBoard(
  entryIds: readonly number[],
  pickIndex: (bound: number) => number = randomIndex,
  count: number = BOARD_ENTRY_COUNT,
): number[] {
  if (new Set(entryIds).size !== entryIds.length) {
    throw new Error("dealBoard needs distinct entry ids");
  }
  if (entryIds.length < count) {
    throw new Error(`dealBoard needs at least ${count} entries, got ${entryIds.length}`);
  }
  const pool = [...entryIds];
  for (let position = 0; position < count; position += 1) {
    const chosen = position + pickIndex(pool.length - position);
    [pool[position], pool[chosen]] = [pool[chosen]!, pool[position]!];
  }
  return pool.slice(0, count);
}
