import type { Game, Player } from "../../shared/api-types";
import { entriesToStart } from "../../shared/board-shape";
import { fill } from "../../shared/i18n/fill";
import { FormError } from "../forms/form-error";
import { WinChoices } from "./win-choices";
import { useFormStatus } from "../forms/use-form-status";
import { useStrings } from "../i18n/strings";
import { fillNodes } from "./fill-nodes";
import { startNextRound } from "./host-api";

/** The play screen's place between rounds (between-rounds.tsx), where the winner dialog's "Prepare" leads. */
export const BETWEEN_ROUNDS_ID = "between-rounds";

/**
 * After a Bingo (docs/decisions/013-rounds.md): the creator's "Play another round", or, for
 * everyone else, who they are waiting for. The round named is the one just won, so a second
 * tap, another tab or a retry starts it only once. In the winner dialog (`prepare`) the
 * creator is first led to the pool under the board, where predictions that came true can be
 * taken out before the next round is started there.
 */
export function NextRound({ game, me, poolSize, prepare = false }: { game: Game; me: Player; poolSize: number; prepare?: boolean }) {
  const t = useStrings();
  const texts = t.play.nextRound;
  const starting = useFormStatus();
  const creator = game.players.find((player) => player.role === "CREATOR");
  const missing = Math.max(0, entriesToStart(game.boardSize) - poolSize);

  return (
    <div className="next-round">
      {me.role !== "CREATOR" ? (
        <p>{fillNodes(texts.waitingFor, { name: <bdi>{creator?.screenName ?? texts.theGameCreator}</bdi> })}</p>
      ) : prepare ? (
        <button
          type="button"
          className="button button--primary"
          onClick={(event) => {
            event.currentTarget.closest("dialog")?.close();
            document.getElementById(BETWEEN_ROUNDS_ID)?.focus();
          }}
        >
          {texts.prepare}
        </button>
      ) : missing > 0 ? (
        <p>{fill(t.messages.refusals.notEnoughEntries, { missing })}</p>
      ) : (
        // The next round's pattern and places, as this round's until the host picks others.
        <form
          className="next-round"
          onSubmit={(event) => {
            event.preventDefault();
            const { pattern, places } = Object.fromEntries(new FormData(event.currentTarget));
            starting.run(() =>
              startNextRound(game.code, game.round, { pattern: String(pattern), places: Number(places) }).then(() => undefined),
            );
          }}
        >
          <WinChoices pattern={game.pattern} places={game.places} />
          <button type="submit" className="button button--primary" disabled={starting.processing}>
            {texts.playAnother}
          </button>
        </form>
      )}
      <FormError state={starting.state} />
    </div>
  );
}
