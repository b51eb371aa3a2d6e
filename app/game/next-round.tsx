import type { Game, Player } from "../../shared/api-types";
import { ENTRIES_TO_START } from "../../shared/constants";
import { REFUSAL_MESSAGES } from "../../shared/refusal-messages";
import { FormError } from "../forms/form-error";
import { useFormStatus } from "../forms/use-form-status";
import { startNextRound } from "./game-api";

/**
 * After a Bingo (docs/decisions/013-rounds.md): the creator's "Play another round", or, for
 * everyone else, who they are waiting for. The round named is the one just won, so a second
 * tap, another tab or a retry starts it only once.
 */
export function NextRound({ game, me, poolSize }: { game: Game; me: Player; poolSize: number }) {
  const starting = useFormStatus();
  const creator = game.players.find((player) => player.role === "CREATOR");
  const missing = Math.max(0, ENTRIES_TO_START - poolSize);

  return (
    <div className="next-round">
      {me.role !== "CREATOR" ? (
        <p>
          Waiting for <bdi>{creator?.screenName ?? "the game creator"}</bdi> to start another round
        </p>
      ) : missing > 0 ? (
        <p>{REFUSAL_MESSAGES.notEnoughEntries(missing)}</p>
      ) : (
        <button
          type="button"
          className="button button--primary"
          disabled={starting.processing}
          onClick={() => starting.run(() => startNextRound(game.code, game.round).then(() => undefined))}
        >
          Play another round
        </button>
      )}
      <FormError state={starting.state} />
    </div>
  );
}
