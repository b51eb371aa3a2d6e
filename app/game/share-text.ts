import { DEFAULT_BOARD_SIZE, boardShape, positionIn, shapeOfBoard } from "../../shared/board-shape";

/** The squares of the shared grid, in the board's own colours: marked red, the free centre green. */
export const SHARE_SQUARE = { marked: "🟥", unmarked: "⬜", free: "🟩" } as const;

/**
 * A board as lines of emoji (5 of 5 on a 5×5 board), the way friends share a game result in
 * a chat: it shows which squares were marked, never what they said.
 * @param boardEntries the entry ids in board order (shared/board-shape.ts numbering)
 */
export function boardGrid(boardEntries: readonly number[], markedEntryIds: ReadonlySet<number>): string {
  const shape = shapeOfBoard(boardEntries) ?? boardShape(DEFAULT_BOARD_SIZE);
  const rows = Array.from({ length: shape.size }, (_, row) =>
    Array.from({ length: shape.size }, (_, column) => {
      const position = positionIn(shape, row, column);
      if (position === null) return SHARE_SQUARE.free;
      const entryId = boardEntries[position];
      return entryId !== undefined && markedEntryIds.has(entryId) ? SHARE_SQUARE.marked : SHARE_SQUARE.unmarked;
    }).join(""),
  );
  return rows.join("\n");
}

/**
 * What "Share" sends: who won ("Bingo! Ann won!", or the winner's own "Bingo! I
 * won!"), the game's name, the round's pattern and podium when it has them, the sharer's own
 * board, and the join link.
 */
export function resultShareText({
  winnerLine,
  gameName,
  boardEntries,
  markedEntryIds,
  joinUrl,
  roundLines = [],
}: {
  winnerLine: string;
  gameName: string;
  boardEntries: readonly number[];
  markedEntryIds: ReadonlySet<number>;
  joinUrl: string;
  /** What won the round and its places ("To win: X", "1st: Ann, 2nd: Ben"), when not a one-winner line. */
  roundLines?: readonly string[];
}): string {
  return [winnerLine, gameName, ...roundLines, boardGrid(boardEntries, markedEntryIds), joinUrl].join("\n");
}
