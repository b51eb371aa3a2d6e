import { useId, useMemo, useRef, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from "react";
import type { Entry, Player } from "../../shared/api-types";
import type { WinPattern } from "../../shared/win-patterns";
import { DEFAULT_BOARD_SIZE, boardShape, positionIn, shapeOfBoard } from "../../shared/board-shape";
import { fill } from "../../shared/i18n/fill";
import { useLanguage, useStrings } from "../i18n/strings";
import type { Catalogue } from "../i18n/catalogue/catalogue";
import { SquareDetail } from "./square-detail";
import { useSquareHyphenation } from "./square-hyphenation";
import { distinctTexts, ELLIPSIS, squareText } from "./square-text";

/**
 * How much text a square holds: app.css steps the font down and clamps to fewer, smaller
 * lines as entries get longer, so the first words always show and nothing runs out.
 */
function textLength(text: string): "short" | "medium" | "long" {
  if (text.length <= 24) return "short";
  return text.length <= 64 ? "medium" : "long";
}

/**
 * The 5x5 board: a keyboard-operable grid (arrow keys move, Enter or Space taps).
 * SPEC §4: one tap selects a square; a tap on the selected square marks or unmarks it.
 * Squares that would complete a line are starred (shape, not colour alone) and
 * described by the legend under the board.
 */
export function BingoBoard({
  boardEntries,
  entriesById,
  pendingIds,
  completingIds,
  players,
  myPlayerId,
  onToggle,
  closedNote = null,
  action = null,
  belowBoard = null,
  pattern,
}: {
  boardEntries: number[];
  entriesById: Map<number, Entry>;
  pendingIds: ReadonlySet<number>;
  /** Entry ids whose mark would complete a line (shared/one-away.ts). */
  completingIds: ReadonlySet<number>;
  players: Player[];
  myPlayerId: number;
  onToggle: (entry: Entry) => void;
  /** Once the round is over: what a tap says instead of marking (squares still show their detail). */
  closedNote?: string | null;
  /**
   * Right under the board, in its area (Call Bingo): the play screen keeps the whole area in
   * view when a line is complete, and nothing else is placed over it.
   */
  action?: ReactNode;
  /** After the board's area, before the selected square's detail (the notices). */
  belowBoard?: ReactNode;
  /** The round's pattern: what a starred square completes, as the legend says. */
  pattern: WinPattern;
}) {
  const t = useStrings();
  // The board's length says its size (8, 16 or 24 squares to fill).
  const shape = shapeOfBoard(boardEntries) ?? boardShape(DEFAULT_BOARD_SIZE);
  const size = shape.size;
  const [selected, setSelected] = useState<number | null>(null);
  const [focusCell, setFocusCell] = useState(0);
  const cellRefs = useRef<Array<HTMLButtonElement | HTMLDivElement | null>>([]);
  const hintId = useId();
  const legendId = useId();
  const selectedEntry = selected === null ? null : (entriesById.get(selected) ?? null);
  // Predictions on this board that start alike show where they differ.
  const boardTexts = useMemo(() => boardEntries.flatMap((id) => entriesById.get(id)?.text ?? []), [boardEntries, entriesById]);
  const lookAlikesApart = useMemo(() => distinctTexts(boardTexts), [boardTexts]);
  // Wide words break at their syllables, in each square's own language.
  const wordsOf = useSquareHyphenation(boardTexts, useLanguage());
  const markerName = (entry: Entry | null) =>
    entry?.markedBy === myPlayerId ? t.play.words.you : (players.find((player) => player.id === entry?.markedBy)?.screenName ?? null);

  function tap(entry: Entry) {
    // Over: every tap tells the player why nothing is marked (the caller says so).
    if (closedNote) onToggle(entry);
    if (selected !== entry.id) return setSelected(entry.id);
    if (closedNote) return;
    // Marked or unmarked: the square lets go, so a third tap selects again instead of undoing.
    onToggle(entry);
    setSelected(null);
  }

  function moveFocus(event: KeyboardEvent, cell: number) {
    const row = Math.floor(cell / size);
    const column = cell % size;
    const moves: Record<string, [number, number]> = {
      ArrowUp: [row - 1, column],
      ArrowDown: [row + 1, column],
      ArrowLeft: [row, column - 1],
      ArrowRight: [row, column + 1],
    };
    const target = moves[event.key];
    if (!target) return;
    event.preventDefault();
    const [nextRow, nextColumn] = target;
    if (nextRow < 0 || nextRow >= size || nextColumn < 0 || nextColumn >= size) return;
    const next = nextRow * size + nextColumn;
    setFocusCell(next);
    cellRefs.current[next]?.focus();
  }

  return (
    <>
      <div className="board-area">
      <div className="board" role="grid" aria-label={t.play.board.label} data-size={size}>
        {Array.from({ length: size }, (_, row) => (
          <div role="row" className="board__row" key={row}>
            {Array.from({ length: size }, (_, column) => {
              const cell = row * size + column;
              const position = positionIn(shape, row, column);
              const tabIndex = cell === focusCell ? 0 : -1;
              if (position === null) {
                return (
                  <div
                    role="gridcell"
                    key={cell}
                    className="board__cell board__cell--free"
                    tabIndex={tabIndex}
                    ref={(node) => {
                      cellRefs.current[cell] = node;
                    }}
                    onKeyDown={(event) => moveFocus(event, cell)}
                    aria-label={t.play.board.freeSquareLabel}
                  >
                    {t.play.words.free}
                  </div>
                );
              }
              const entry = entriesById.get(boardEntries[position]!);
              if (!entry) return <div role="gridcell" key={cell} className="board__cell" />;
              // A look-alike shows its end; its start stays in the name, for screen readers.
              const apart = lookAlikesApart.get(entry.text) ?? entry.text;
              const elided = apart.startsWith(ELLIPSIS);
              const end = elided ? apart.slice(ELLIPSIS.length) : apart;
              // Fitted with the ellipsis, which the word joiner holds to the first word.
              const words = wordsOf(entry.text);
              const fitted = squareText(apart, words.breaking);
              const shown = elided ? fitted.shown.slice(ELLIPSIS.length) : fitted.shown;
              const isSelected = selected === entry.id;
              // A change still on its way to the server (through a lost connection, perhaps).
              const saving = pendingIds.has(entry.id);
              const completes = completingIds.has(entry.id);
              const describedBy = [isSelected && hintId, completes && legendId].filter(Boolean).join(" ");
              return (
                <div
                  role="gridcell"
                  key={cell}
                  aria-selected={isSelected}
                  // Whose prediction came true stays on the square, drawn by app.css (its detail
                  // says it in words): not in the square's text or name, which stay the prediction's.
                  data-credit={entry.isMarked ? squareCredit(entry, myPlayerId, t) : undefined}
                >
                  <button
                    type="button"
                    dir="auto"
                    ref={(node) => {
                      cellRefs.current[cell] = node;
                    }}
                    tabIndex={tabIndex}
                    className={[
                      "board__cell",
                      entry.isMarked && "board__cell--marked",
                      isSelected && "board__cell--selected",
                      saving && "board__cell--pending",
                      completes && "board__cell--completes",
                    ]
                      .filter(Boolean)
                      .join(" ")}
                    // Marked and selected are states, not words in the name.
                    aria-pressed={entry.isMarked}
                    aria-label={saving ? fill(t.play.board.saving, { text: entry.text }) : undefined}
                    aria-describedby={describedBy || undefined}
                    onFocus={() => setFocusCell(cell)}
                    onKeyDown={(event) => moveFocus(event, cell)}
                    onClick={() => tap(entry)}
                  >
                    <span
                      className="board__text"
                      lang={words.language}
                      data-length={textLength(shown.replaceAll("\u00AD", ""))}
                      style={{ "--word-em": fitted.widestEm } as CSSProperties}
                    >
                      {elided && (
                        <>
                          <span className="visually-hidden">{entry.text.slice(0, entry.text.length - end.length)}</span>
                          <span aria-hidden="true">{ELLIPSIS}</span>
                        </>
                      )}
                      {shown}
                    </span>
                  </button>
                </div>
              );
            })}
          </div>
        ))}
      </div>
      {completingIds.size > 0 && (
        <p className="board__legend" id={legendId}>
          <span aria-hidden="true">★ </span>
          {t.play.board.oneAwayLegend[pattern]}
        </p>
      )}
      {action}
      </div>
      {belowBoard}
      <SquareDetail entry={selectedEntry} hintId={hintId} markerName={markerName(selectedEntry)} closedNote={closedNote} />
    </>
  );
}

/** Whose prediction a marked square was: "you", its author, or a starter idea, nobody's (docs/decisions/026). */
function squareCredit(entry: Entry, myPlayerId: number, t: Catalogue): string {
  if (entry.origin === "STARTER_IDEA") return t.play.starterIdea.credit;
  return entry.playerId === myPlayerId ? t.play.words.you : entry.playerName || t.play.words.someone;
}
