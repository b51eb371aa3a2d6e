import type { Game } from "../../shared/api-types";
import { useStrings } from "../i18n/strings";
import { placeName, podiumOf } from "./win-texts";

const MEDALS = ["🥇", "🥈", "🥉"];

/**
 * The round's places won so far (docs/decisions/029-patterns-and-places.md), for everyone: on
 * the play screen as they are won, in the winner dialog, on the result and on the TV. Nothing
 * for a one-place round: its winner is said everywhere already.
 */
export function Podium({ game, myPlayerId = null }: { game: Pick<Game, "winners" | "players" | "places" | "seats">; myPlayerId?: number | null }) {
  const t = useStrings();
  if ((game.places ?? 1) <= 1 || (game.winners ?? []).length === 0) return null;
  return (
    <ol className="podium" aria-label={t.common.winning.podium}>
      {podiumOf(game, t.play.words.someoneAtStart).map(({ playerId, place, name }) => (
        <li key={place} className={playerId !== null && playerId === myPlayerId ? "podium__place podium__place--me" : "podium__place"}>
          <span aria-hidden="true">{MEDALS[place - 1]} </span>
          <span className="podium__rank">{placeName(place, t)}</span> <bdi>{name}</bdi>
        </li>
      ))}
    </ol>
  );
}
