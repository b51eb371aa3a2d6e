import { Link } from "react-router";
import type { Game, Player } from "../../shared/api-types";
import { useStrings } from "../i18n/strings";
import { endGame, setJoinLocked } from "./host-api";
import { ConfirmStep } from "../components/confirm-step";
import { CallProblem, useHostCall } from "./host-actions";
import { TvPairForm } from "./tv-pair-form";
import { TvViewLink } from "./tv-view-link";

/**
 * The TV view, paper cards, lock or unlock joining, and end the game: the host's
 * controls under the player list, in the menu's panel (people-menu-panel.tsx). A host who is
 * not the owner cannot end a game the owner still plays in (the server says so too), so they
 * are not offered it. An ended game keeps only its TV view.
 */
export function HostControls({ game, me }: { game: Game; me: Player }) {
  const t = useStrings();
  const texts = t.play.host;
  const { busy, run, problem } = useHostCall();
  const mayEnd = me.isOwner === true || !game.players.some((player) => player.isOwner);
  return (
    <div className="people__host-controls">
      <TvViewLink game={game} />
      <TvPairForm gameCode={game.code} />
      {game.status !== "COMPLETE" && (
        <Link className="button" to={`/play/${game.code}/print/`}>
          {texts.printCards}
        </Link>
      )}
      {game.status !== "COMPLETE" && (
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={() => run(() => setJoinLocked(game.code, !game.locked))}
        >
          {game.locked ? texts.unlockJoining : texts.lockJoining}
        </button>
      )}
      {game.status !== "COMPLETE" && mayEnd && (
        <ConfirmStep disabled={busy} question={texts.endGameQuestion} confirmLabel={texts.endGame} onConfirm={() => run(() => endGame(game.code))}>
          {texts.endGame}
        </ConfirmStep>
      )}
      <CallProblem problem={problem} />
    </div>
  );
}
