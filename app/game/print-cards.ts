import { DEFAULT_BOARD_SIZE, entriesToStart, positionIn, shapeOfBoard, type BoardSize } from "../../shared/board-shape";
import { dealBoard } from "../../shared/deal-board";
import { randomIndex } from "../../shared/random-index";

/** The most cards one print view deals: fifty pages, more than a party of relatives needs. */
export const MAX_PRINTED_CARDS = 100;
/** Two cards fill one page: what the view deals when no number is asked. */
export const DEFAULT_PRINTED_CARDS = 2;

/** The number of cards asked in the view's URL (`?cards=`), within 1..MAX_PRINTED_CARDS. */
export function cardsAsked(searchParams: URLSearchParams): number {
  const asked = Number(searchParams.get("cards"));
  if (!Number.isInteger(asked) || asked < 1) return DEFAULT_PRINTED_CARDS;
  return Math.min(asked, MAX_PRINTED_CARDS);
}

/** How many times a card that came out like an earlier one is dealt again before giving up. */
const REDEALS = 50;

/**
 * `count` paper cards: each dealt as a player's board is
 * (shared/deal-board.ts), and no two alike, so no two people at the table cross off the
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

/** A card's squares in reading order, rows of its size: an entry id, or null for the free centre. */
export function cardRows(card: readonly number[]): Array<Array<number | null>> {
  const shape = shapeOfBoard(card);
  if (!shape) throw new Error(`a card has 8, 16 or 24 entries, got ${card.length}`);
  return Array.from({ length: shape.size }, (_, row) =>
    Array.from({ length: shape.size }, (_, column) => {
      const position = positionIn(shape, row, column);
      return position === null ? null : card[position]!;
    }),
  );
}
