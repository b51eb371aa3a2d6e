import { useState } from "react";
import { Link } from "react-router";
import type { Game, Player } from "../../shared/api-types";
import { problemMessage } from "../forms/form-status";
import { endGame, handOverHost, setJoinLocked, takeOverHost } from "./game-api";
import { TvViewLink } from "./tv-view-link";

/**
 * What the host can do from the people menu (docs/decisions/015-host-continuity.md): hand
 * the role to a player, lock joining, end the game, open the TV view (docs/decisions/018).
 * Each asks the server, which checks again; the menu changes when the game's new state arrives.
 */

/** Runs one host call at a time; a refusal is shown as the server words it. */
export function useHostCall() {
  const [busy, setBusy] = useState(false);
  async function run(call: () => Promise<unknown>) {
    setBusy(true);
    try {
      await call();
    } catch (error) {
      window.alert(problemMessage(error));
    } finally {
      setBusy(false);
    }
  }
  return { busy, run };
}

/** "Make host" beside a player's name, for the host only. */
export function HandOverButton({ gameCode, player }: { gameCode: string; player: Player }) {
  const { busy, run } = useHostCall();
  const question =
    `Make ${player.screenName} the host? They will be able to start and end the game and remove ` +
    "any entry or mark, and you will not.";
  return (
    <button
      type="button"
      className="button button--small"
      disabled={busy}
      // Starts with the words shown, so speech input ("click Make host") finds it.
      aria-label={`Make host: ${player.screenName}`}
      onClick={() => window.confirm(question) && run(() => handOverHost(gameCode, player.code))}
    >
      Make host
    </button>
  );
}

/** The game's owner, not host now, takes the role back: one tap, no wait (docs/decisions/015). */
export function TakeBackButton({ gameCode }: { gameCode: string }) {
  const { busy, run } = useHostCall();
  return (
    <button type="button" className="button" disabled={busy} onClick={() => run(() => takeOverHost(gameCode))}>
      Take back the host role
    </button>
  );
}

/**
 * The TV view, paper cards (issue #29), lock or unlock joining, and end the game: the host's
 * controls under the player list. A host who is not the owner cannot end a game the owner still plays in (the server
 * says so too), so they are not offered it. An ended game keeps only its TV view.
 */
export function HostControls({ game, me }: { game: Game; me: Player }) {
  const { busy, run } = useHostCall();
  const mayEnd = me.isOwner === true || !game.players.some((player) => player.isOwner);
  return (
    <div className="people__host-controls">
      <TvViewLink gameCode={game.code} />
      {game.status !== "COMPLETE" && (
        <Link className="button" to={`/play/${game.code}/print/`}>
          Print cards
        </Link>
      )}
      {game.status !== "COMPLETE" && (
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={() => run(() => setJoinLocked(game.code, !game.locked))}
        >
          {game.locked ? "Unlock joining" : "Lock joining"}
        </button>
      )}
      {game.status !== "COMPLETE" && mayEnd && (
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={() =>
            window.confirm("End this game for everyone? Nobody can mark or call Bingo after that.") &&
            run(() => endGame(game.code))
          }
        >
          End game
        </button>
      )}
    </div>
  );
}
