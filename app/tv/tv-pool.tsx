import { memo } from "react";
import type { CSSProperties } from "react";
import type { Entry, Game } from "../../shared/api-types";
import { fill } from "../../shared/i18n/fill";
import { EditedByNote } from "../game/edited-by-note";
import { fillNodes } from "../game/fill-nodes";
import { useStrings } from "../i18n/strings";
import { poolLayout } from "./pool-layout";
import { entriesShown } from "./pool-shown";
import { markedByName } from "./tv-texts";

/**
 * The pool of predictions, all on screen at once (docs/decisions/018-tv-view.md): columns
 * and font chosen for the count and lengths (pool-layout.ts), every square clipping its text,
 * so nothing ever scrolls. A marked square is filled and says who marked it; before the
 * start, a square says who added it; the winning line stands out once there is one.
 */
function TvPoolParts({ game, entries }: { game: Game; entries: readonly Entry[] }) {
  const strings = useStrings();
  const t = strings.tv.pool;
  const { shown, hidden } = entriesShown(entries);
  const layout = poolLayout(shown.map((entry) => entry.text.length));
  const winning = new Set(game.winningEntryIds ?? []);
  const style = {
    "--columns": layout.columns,
    "--rows": layout.rows,
    "--font": layout.fontEm,
    "--lines": layout.lines,
  } as CSSProperties;
  return (
    <section className="tv-pool" aria-labelledby="tv-pool-heading">
      <h2 id="tv-pool-heading" className="visually-hidden">
        {hidden > 0 ? fill(t.headingSome, { shown: shown.length, total: entries.length }) : t.heading}
      </h2>
      {shown.length === 0 ? (
        <p className="tv-pool__empty">{t.empty}</p>
      ) : (
        <ol className="tv-pool__grid" style={style}>
          {shown.map((entry) => {
            const markedBy = markedByName(entry, game.players, strings);
            const classes = ["tv-square", markedBy ? "is-marked" : "", winning.has(entry.id) ? "is-winning" : ""];
            return (
              <li key={entry.id} className={classes.join(" ").trim()} data-entry-id={entry.id}>
                <span className="tv-square__text" dir="auto">{entry.text}</span>
                {markedBy ? (
                  <span className="tv-square__by">
                    <span aria-hidden="true">✓ </span>
                    <span className="visually-hidden">{`${t.markedBy} `}</span>
                    <bdi>{markedBy}</bdi>
                  </span>
                ) : game.status === "SETUP" ? (
                  <span className="tv-square__by tv-square__by--author">
                    {/* A starter idea is nobody's prophecy: whose pick it was, not whose words. */}
                    {fillNodes(entry.origin === "STARTER_IDEA" ? strings.play.starterIdea.pickedBy : t.addedBy, { name: <bdi>{entry.playerName}</bdi> })}
                    <EditedByNote entry={entry} />
                  </span>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

/** Drawn again only when its own props change: the TV redraws on every presence and mark, and a
 * phone-class CPU (Lighthouse's) spent 100–200 ms a redraw on the whole screen. */
export const TvPool = memo(TvPoolParts);
