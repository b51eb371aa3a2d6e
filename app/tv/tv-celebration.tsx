import { memo } from "react";
import type { CSSProperties } from "react";
import type { Entry, Game } from "../../shared/api-types";
import { fillNodes } from "../game/fill-nodes";
import { Podium } from "../game/podium";
import { winnerName } from "../game/paper-seats";
import { roundEntries } from "../game/round-entries";
import { useStrings } from "../i18n/strings";

/** Confetti pieces: enough to fill a TV, few enough to cost nothing. */
const PIECES = 36;
/** A line's most squares (5×5): more (an X, a blackout) are laid out in rows (tv-view.css). */
const MAX_LINE = 5;

/**
 * The winner's moment, over the pool once someone called Bingo: the winner's name, the round
 * and the winning line, with confetti. CSS only; with reduced motion the confetti stays away
 * and nothing moves (tv-view.css). It goes when the next round starts.
 */
function TvCelebrationParts({ game, entries }: { game: Game; entries: readonly Entry[] }) {
  const strings = useStrings();
  const t = strings.tv.celebration;
  const winner = winnerName(game);
  if (game.status !== "BINGO" || !winner) return null;
  const byId = new Map(roundEntries(game, entries).map((entry) => [entry.id, entry]));
  const line = (game.winningEntryIds ?? []).map((id) => byId.get(id)).filter((entry) => entry !== undefined);
  return (
    <div className="tv-celebration" role="status">
      <div className="tv-confetti" aria-hidden="true">
        {Array.from({ length: PIECES }, (_, index) => (
          <i key={index} style={confettiPiece(index)} />
        ))}
      </div>
      <div className="tv-celebration__card">
        <p className="tv-celebration__bingo">{t.bingo}</p>
        <p className="tv-celebration__winner">
          {fillNodes(t.wins, { round: game.round, name: <bdi>{winner}</bdi> })}
        </p>
        <Podium game={game} />
        {line.length > 0 && (
          <ol className={line.length > MAX_LINE ? "tv-celebration__line tv-celebration__line--many" : "tv-celebration__line"} aria-label={game.pattern === "line" ? t.lineLabel : strings.common.winning.winningSquares}>
            {line.map((entry) => (
              <li key={entry.id} dir="auto">{entry.text}</li>
            ))}
          </ol>
        )}
      </div>
    </div>
  );
}

/** Where a piece falls from, when, and in which colour: spread evenly, no randomness (same on every render). */
function confettiPiece(index: number): CSSProperties {
  return {
    "--x": `${((index * 37) % 100) + 0.5}%`,
    "--delay": `${((index * 13) % 24) / 10}s`,
    "--duration": `${3 + ((index * 7) % 10) / 5}s`,
    "--hue": `${(index * 47) % 360}`,
  } as CSSProperties;
}

/** Drawn again only when its own props change: the TV redraws on every presence and mark, and a
 * phone-class CPU (Lighthouse's) spent 100–200 ms a redraw on the whole screen. */
export const TvCelebration = memo(TvCelebrationParts);
