import { useEffect, useRef, type ReactNode } from "react";
import { Link } from "react-router";
import { rememberWinnerShown, winnerShownBefore } from "./winner-seen";

/**
 * The winner, for everyone at once (SPEC §2, winner modal). A native dialog: focus trap and
 * Escape for free. `children`: what comes next (another round). It opens once per round on a
 * device (winner-seen.ts): a reload, or "See the board" from the result, shows the board,
 * which says who won (round-over.ts).
 */
export function WinnerModal({
  code,
  round,
  winnerName,
  isMe,
  children,
}: {
  code: string;
  round: number;
  winnerName: string | null;
  isMe: boolean;
  children?: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const node = dialog.current;
    if (!node || node.open || winnerShownBefore(code, round)) return;
    rememberWinnerShown(code, round);
    node.showModal();
  }, [code, round]);

  return (
    <dialog ref={dialog} className="winner" aria-labelledby="winner-title">
      <h2 id="winner-title">Bingo!</h2>
      <p>{isMe ? "You won!" : <><bdi>{winnerName ?? "Someone"}</bdi> won!</>}</p>
      <div className="stack">
        {children}
        <Link className="button button--primary" to={`/play/${code}/result/`}>
          See the result
        </Link>
        <button type="button" className="button" onClick={() => dialog.current?.close()}>
          See the board
        </button>
        <Link className="button" to="/play/">
          My Games
        </Link>
      </div>
    </dialog>
  );
}
