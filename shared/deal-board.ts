import { DEFAULT_BOARD_SIZE, entriesToStart, type BoardSize } from "./board-shape";
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

/** How many times a card that came out like an earlier one is dealt again before giving up. */
const REDEALS = 50;

/**
 * `count` paper cards (the print view's preview, the server's paper seats): each dealt as a
 * player's board is, and no two alike, so no two people at the table cross off the
 * same lines. The pool must hold a board's entries; with 24 or more there are billions of
 * cards, and a card dealt like an earlier one is simply dealt again.
 */
export function dealDistinctCards(
  entryIds: readonly number[],
  count: number,
  pickIndex: (bound: number) => number = randomIndex,
  size: BoardSize = DEFAULT_BOARD_SIZE,
): number[][] {
  const cards: number[][] = [];
  const dealt = new Set<string>();
  for (let attempt = 0; cards.length < count; attempt += 1) {
    if (attempt >= count + REDEALS) throw new Error("dealDistinctCards could not deal enough distinct cards");
    const card = dealBoard(entryIds, pickIndex, entriesToStart(size));
    const key = card.join(",");
    if (dealt.has(key)) continue;
    dealt.add(key);
    cards.push(card);
  }
  return cards;
}
