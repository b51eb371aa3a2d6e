import type { Game } from "../../shared/api-types";
import { fill } from "../../shared/i18n/fill";
import { useStrings } from "../i18n/strings";
import { Podium } from "./podium";
import { placeName } from "./win-texts";

/**
 * The play screen's podium once a place is won (docs/decisions/029-patterns-and-places.md), and
 * while places are left to win, whose is next or that the player has theirs. Loaded only after a
 * first Bingo: the play screen's first load stays small.
 */
export default function RoundPlaces({ game, myPlayerId }: { game: Game; myPlayerId: number }) {
  const t = useStrings();
  const myPlace = game.winners.find((placing) => placing.playerId === myPlayerId)?.place ?? null;
  return (
    <>
      <Podium game={game} myPlayerId={myPlayerId} />
      {game.status === "PLAY" && (
        <p className="notice" role="status">
          {myPlace !== null
            ? fill(t.common.winning.youPlaced, { place: placeName(myPlace, t) })
            : fill(t.common.winning.playingOn, { place: placeName(game.winners.length + 1, t) })}
        </p>
      )}
    </>
  );
}
