import { positionIn, shapeOfBoard } from "../../shared/board-shape";

/** Dealt as the server deals paper seats' boards (shared/deal-board.ts). */
export { dealDistinctCards } from "../../shared/deal-board";

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
