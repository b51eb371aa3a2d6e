import { Suspense } from "react";
import type { Entry, Game } from "../../shared/api-types";
import { LanguageChoice } from "../components/language-choice";
import type { SocketStatus } from "../game/game-socket.client";
import { useLanguage, useStrings } from "../i18n/strings";
import { TvCelebration } from "./tv-celebration";
import { TvJoinPanel } from "./tv-join-panel";
import { TvPool } from "./tv-pool";
import { oneAwaySentence, seatBingoSentence, tvStanding } from "./tv-texts";
import { TvWhoIsHere } from "./tv-who-is-here";
import { podiumOf, podiumText, toWinText } from "../game/win-texts";
import { optionalPiece } from "../chunks/optional-piece";

/** The table's votes and reactions (docs/decisions/030), loaded after the first paint. */
const TvTableTalk = optionalPiece(() => import("./tv-table-talk").then((module) => module.default));

/**
 * The TV view of a live game (docs/decisions/018-tv-view.md): one screen
 * of a 1920×1080 TV, read from across the room, nothing to scroll. The game's name and where
 * it stands, who is one away; how to join and who is here; the pool with its marks; the
 * winner's celebration. It follows the game through setup, play, Bingo and the next round,
 * and marks nothing.
 */
export function TvScreen({
  game,
  entries,
  onlinePlayerCodes,
  connection,
}: {
  game: Game;
  entries: readonly Entry[];
  onlinePlayerCodes: readonly string[];
  connection: SocketStatus;
}) {
  const t = useStrings();
  const language = useLanguage();
  const { stage, detail } = tvStanding(game, entries, t);
  const oneAway = oneAwaySentence(game, t, language);
  const seatBingo = seatBingoSentence(game, t);
  // What wins this round and the places won so far, after where the game stands
  // (docs/decisions/029-patterns-and-places.md); nothing more for a one-winner line round.
  const podium = game.status === "PLAY" && game.places > 1 ? podiumOf(game, t.play.words.someoneAtStart) : [];
  const roundWords = [detail, toWinText(game, t), podium.length > 0 ? podiumText(podium, t) : null];
  return (
    <main className="tv" data-status={game.status}>
      <header className="tv-head">
        <h1 className="tv-head__name" dir="auto">{game.name}</h1>
        <p className="tv-head__standing">
          <strong className="tv-head__stage">{stage}</strong> <span>{roundWords.filter(Boolean).join(" · ")}</span>
        </p>
        {/* Its line is kept when nobody is one away: the pool never jumps. */}
        <p className="tv-head__one-away" aria-live="polite">
          {seatBingo && <span className="tv-one-away tv-seat-bingo">{seatBingo}</span>}
          {seatBingo && oneAway && " "}
          {oneAway && <span className="tv-one-away">{oneAway}</span>}
        </p>
        {connection === "reconnecting" && (
          <p className="tv-head__connection" role="status">
            {t.tv.page.reconnecting}
          </p>
        )}
        <TvLanguages />
      </header>
      <aside className="tv-side">
        {/* Once the game is over nobody can join it: no "Scan to join" left on the wall. */}
        {game.status !== "COMPLETE" && <TvJoinPanel code={game.code} locked={game.locked} />}
        <TvWhoIsHere
          players={game.players}
          onlinePlayerCodes={onlinePlayerCodes}
          oneAwayPlayerIds={game.status === "PLAY" ? (game.oneAwayPlayerIds ?? NOBODY) : NOBODY}
        />
      </aside>
      <TvPool game={game} entries={entries} />
      <TvCelebration game={game} entries={entries} />
      <Suspense fallback={null}>
        <TvTableTalk game={game} entries={entries} />
      </Suspense>
    </main>
  );
}

/** One empty list for every render, so the memoised parts see no change. */
const NOBODY: readonly number[] = [];

/**
 * The whole screen for a moment with nothing else to show: connecting, a link that does not
 * open a game, a TV waiting to be paired. `languages`: with the language switch (once hydrated:
 * it reloads the page in place, keeping the key in its fragment).
 */
export function TvMessage({ heading, children, languages = false }: { heading: string; children?: React.ReactNode; languages?: boolean }) {
  return (
    <main className="tv tv--message">
      <h1 className="tv-message__heading">{heading}</h1>
      {children}
      {languages && <TvLanguages />}
    </main>
  );
}

/** The language switch on the TV: in place, since the page's address holds the viewer key in its fragment. */
const TvLanguages = () => <LanguageChoice className="theme-choice tv-languages" inPlace />;
