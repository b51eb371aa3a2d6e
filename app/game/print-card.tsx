import type { CSSProperties, ReactNode } from "react";
import type { BoardSize } from "../../shared/board-shape";
import { useStrings } from "../i18n/strings";
import { JoinQrCodeNow } from "./join-qr-code-now";
import { cardRows } from "./print-cards";

/**
 * One paper card of the print view (app/routes/game-print.tsx): the game's name, whose card it
 * is, its squares and, at its foot, a QR code with what it is for. Black on white in either theme.
 */
export function PrintCard({
  gameName,
  boardSize,
  card,
  texts,
  label,
  player,
  qrUrl,
  qrLabel,
  footer,
}: {
  gameName: string;
  boardSize: BoardSize;
  card: readonly number[];
  texts: ReadonlyMap<number, string>;
  /** The card's number ("Card 2 of 4"): its accessible name, and at its top. */
  label: string;
  /** Whose card it is: a paper seat's name, or a line to write one in by hand. */
  player: ReactNode;
  /** The QR code's link, or none (a card already played on a phone). */
  qrUrl: string | null;
  /** The QR code's accessible name, when it opens no join link. */
  qrLabel?: string;
  footer: ReactNode;
}) {
  const t = useStrings().setup.print;
  return (
    <article className="print-card" aria-label={label}>
      <header className="print-card__header">
        <h3 className="print-card__name">{gameName}</h3>
        <span className="print-card__number">{label}</span>
      </header>
      <p className="print-card__player">{player}</p>
      <ol className="print-card__grid" aria-label={t.squaresLabel} style={{ "--board-size": boardSize } as CSSProperties}>
        {cardRows(card)
          .flat()
          .map((entryId, square) =>
            entryId === null ? (
              <li key={square} className="print-card__square print-card__square--free">
                {t.free}
              </li>
            ) : (
              <li key={square} className="print-card__square" data-length={lengthOf(texts.get(entryId) ?? "")} dir="auto">
                {texts.get(entryId)}
              </li>
            ),
          )}
      </ol>
      <footer className="print-card__footer">
        {qrUrl && <JoinQrCodeNow url={qrUrl} label={qrLabel} />}
        <p>{footer}</p>
      </footer>
    </article>
  );
}

/** Longer predictions get a smaller type, so a square holds up to the 200 characters an entry may have. */
const lengthOf = (text: string) => (text.length <= 40 ? "short" : text.length <= 90 ? "medium" : "long");
