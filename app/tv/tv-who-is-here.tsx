import { memo } from "react";
import type { Player } from "../../shared/api-types";
import { fill } from "../../shared/i18n/fill";
import { plural } from "../i18n/format";
import { useLanguage, useStrings } from "../i18n/strings";

/** Names the panel lists at most; the rest are counted. */
const MOST_NAMES = 24;

/**
 * Who is here: the players online now first, then the others, dimmed; the host and anyone
 * one away marked. Presence comes from the room (sockets open now), as in the people menu.
 */
function TvWhoIsHereParts({
  players,
  onlinePlayerCodes,
  oneAwayPlayerIds,
}: {
  players: readonly Player[];
  onlinePlayerCodes: readonly string[];
  oneAwayPlayerIds: readonly number[];
}) {
  const t = useStrings().tv.here;
  const language = useLanguage();
  const online = new Set(onlinePlayerCodes);
  const oneAway = new Set(oneAwayPlayerIds);
  const here = players.filter((player) => online.has(player.code));
  const ordered = [...here, ...players.filter((player) => !online.has(player.code))];
  const listed = ordered.slice(0, MOST_NAMES);
  return (
    <section className="tv-here" aria-labelledby="tv-here-heading">
      <h2 id="tv-here-heading" className="tv-here__heading">
        {t.heading} <span className="tv-here__count">{fill(t.count, { here: here.length, total: players.length })}</span>
      </h2>
      <ul className="tv-here__list">
        {listed.map((player) => {
          const isHere = online.has(player.code);
          return (
            <li
              key={player.id}
              className={`tv-here__name${isHere ? " is-here" : ""}${oneAway.has(player.id) ? " is-one-away" : ""}`}
              data-presence={isHere ? "online" : "offline"}
            >
              <bdi>{player.screenName}</bdi>
              {player.role === "CREATOR" && <span className="tv-here__tag">{` ${t.host}`}</span>}
              {oneAway.has(player.id) && <span className="tv-here__tag">{` ${t.oneAway}`}</span>}
              {!isHere && <span className="visually-hidden">{` ${t.away}`}</span>}
            </li>
          );
        })}
        {ordered.length > listed.length && (
          <li className="tv-here__more">{plural(language, ordered.length - listed.length, t.more)}</li>
        )}
      </ul>
    </section>
  );
}

/** Drawn again only when its own props change: the TV redraws on every presence and mark, and a
 * phone-class CPU (Lighthouse's) spent 100–200 ms a redraw on the whole screen. */
export const TvWhoIsHere = memo(TvWhoIsHereParts);
