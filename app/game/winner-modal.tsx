import { Suspense, useEffect, useRef, useState, type ReactNode } from "react";
import { Link } from "react-router";
import { useStrings } from "../i18n/strings";
import { fillNodes } from "./fill-nodes";
import { playCueLater } from "./play-cue";
import { useTableTalk } from "./use-table-talk";
import { forgetWinnerShown, rememberWinnerShown, winnerShownBefore } from "./winner-seen";
import { optionalPiece } from "../chunks/optional-piece";

/** Loaded only when a round is won and its dialog opens. */
const Celebration = optionalPiece(() => import("./celebration").then((module) => module.default));

/**
 * The winner, for everyone at once (SPEC §2, winner modal). A native dialog: focus trap and
 * Escape for free. `children`: what comes next (another round). It opens once per round on a
 * device (winner-seen.ts): a reload, or "See the board" from the result, shows the board,
 * which says who won (round-over.ts). When it opens, everyone gets a short celebration (and a
 * fanfare unless muted); the winner's is the one worth a photo: the game and round, big.
 */
export function WinnerModal({
  code,
  round,
  gameName,
  winnerName,
  isMe,
  children,
}: {
  code: string;
  round: number;
  gameName: string;
  winnerName: string | null;
  isMe: boolean;
  children?: ReactNode;
}) {
  const t = useStrings();
  const texts = t.play.winner;
  const dialog = useRef<HTMLDialogElement>(null);
  const [celebrating, setCelebrating] = useState(false);

  // A vote on a mark (docs/decisions/030) is in the page's flow, which a modal dialog makes
  // inert: while one is open the dialog waits (or steps aside, to open again once the table has
  // voted), so every phone can vote and sees whether the Bingo stands.
  const voteOpen = useTableTalk(code).votes.length > 0;

  useEffect(() => {
    const node = dialog.current;
    if (!node) return;
    if (voteOpen) {
      if (node.open) {
        node.close();
        forgetWinnerShown(code, round);
      }
      return;
    }
    if (node.open || winnerShownBefore(code, round)) return;
    rememberWinnerShown(code, round);
    node.showModal();
    // Opening focuses its first control, which may scroll a dialog taller than a short
    // screen: its top, the celebration, is what must be seen first.
    node.scrollTop = 0;
    setCelebrating(true);
    playCueLater("win");
  }, [code, round, voteOpen]);

  return (
    <dialog
      ref={dialog}
      className={isMe ? "winner winner--me" : "winner"}
      aria-labelledby="winner-title"
      // The control that had focus before (Call Bingo) is gone: the keyboard goes to the board.
      onClose={() => {
        if (document.activeElement === document.body || !document.activeElement?.isConnected) {
          document.querySelector<HTMLElement>('[role="grid"] [tabindex="0"]')?.focus();
        }
      }}
    >
      {celebrating && (
        <Suspense fallback={null}>
          <Celebration />
        </Suspense>
      )}
      <h2 id="winner-title">{texts.bingo}</h2>
      {isMe ? (
        <>
          <TrophyIcon />
          <p className="winner__who">{texts.youWon}</p>
          <p className="winner__game">
            {round > 1 ? fillNodes(texts.gameAndRound, { game: <bdi>{gameName}</bdi>, round }) : <bdi>{gameName}</bdi>}
          </p>
        </>
      ) : (
        <p className="winner__who">{fillNodes(texts.playerWon, { name: <bdi>{winnerName ?? t.play.words.someoneAtStart}</bdi> })}</p>
      )}
      <div className="stack">
        {children}
        <Link className="button button--primary" to={`/play/${code}/result/`}>
          {texts.seeTheResult}
        </Link>
        <button type="button" className="button" onClick={() => dialog.current?.close()}>
          {t.play.words.seeTheBoard}
        </button>
        <Link className="button" to="/play/">
          {t.play.words.myGames}
        </Link>
      </div>
    </dialog>
  );
}

/** Drawn, not an emoji: every phone shows the same cup (a font without emoji shows a box). */
function TrophyIcon() {
  return (
    <svg className="winner__trophy" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M18 6h28v6h10v8c0 8-6 14-13 15-2 5-6 8-9 9v7h9v7H21v-7h9v-7c-3-1-7-4-9-9-7-1-13-7-13-15v-8h10zm-6 10v4c0 4 3 8 7 9-1-4-1-9-1-13zm40 0h-6c0 4 0 9-1 13 4-1 7-5 7-9z"
      />
    </svg>
  );
}
