import { Link, Navigate } from "react-router";
import { fill } from "../../shared/i18n/fill";
import { fillNodes } from "../game/fill-nodes";
import { gameResult } from "../game/game-result";
import { endedBy } from "../game/round-over";
import { useGameScreen } from "../game/game-screen";
import { ShareResult } from "../game/share-result";
import { joinUrl } from "../game/share-or-copy";
import { resultShareText } from "../game/share-text";
import { Podium } from "../game/podium";
import { podiumOf, podiumText, toWinText } from "../game/win-texts";
import { SeatList } from "../game/seat-list";
import { formatTime, plural } from "../i18n/format";
import { metaStrings } from "../i18n/meta-strings";
import { useLanguage, useStrings } from "../i18n/strings";
import type { Route } from "./+types/game-result";
import "../game/game-result.css";

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return [{ title: metaStrings(matches).play.result.documentTitle }];
}

/**
 * The result of a won game, for every player and for later: the winner, the
 * winning line, the prophets and every mark in order. It shows only what the game's players
 * already see: entries, marks, names and, from the winner's board, the marked line alone.
 * A game its host ended before anyone called Bingo says so, with no winning line and nothing
 * to share: there was no result to have.
 */
export default function GameResult() {
  const { game, entries, me } = useGameScreen();
  const t = useStrings();
  const language = useLanguage();
  const texts = t.play.result;
  if (game.status !== "BINGO" && game.status !== "COMPLETE") return <Navigate to={`/play/${game.code}/`} replace />;

  const { winner, line, marks, prophets } = gameResult(game, entries);
  const names = new Map(game.players.map((player) => [player.id, player.screenName]));
  const toWin = toWinText(game, t);
  const podium = game.places > 1 ? podiumOf(game, t.play.words.someoneAtStart) : [];
  const shareText = resultShareText({
    winnerLine: winner?.id === me.id ? t.play.share.iWon : fill(texts.playerWon, { name: winner?.screenName ?? t.play.words.someoneAtStart }),
    gameName: game.name,
    boardEntries: me.boardEntries ?? [],
    markedEntryIds: new Set(marks.map((entry) => entry.id)),
    joinUrl: joinUrl(game.code),
    roundLines: [toWin, podium.length > 0 ? podiumText(podium, t) : null].filter((line): line is string => line !== null),
  });

  return (
    <div className="result">
      {winner ? (
        <>
          <h2 className="result__winner">
            {winner.id === me.id ? texts.youWon : fillNodes(texts.playerWon, { name: <bdi>{winner.screenName}</bdi> })}
          </h2>
          {toWin && <p className="round-line">{toWin}</p>}
          <Podium game={game} myPlayerId={me.id} />
          <ShareResult title={game.name} text={shareText} />

          <h2 className="section-heading" id="winning-line">
            {game.pattern === "line" ? texts.winningLine : t.common.winning.winningSquares}
          </h2>
          <ol className="result__line" aria-labelledby="winning-line">
            {line.map((square) =>
              "free" in square ? (
                <li key="free" className="result__square result__square--free">{t.play.words.free}</li>
              ) : (
                <li key={square.entry.id} className="result__square" dir="auto">
                  {square.entry.text}
                </li>
              ),
            )}
          </ol>
        </>
      ) : (
        <h2 className="result__winner">
          {fillNodes(game.round > 1 ? texts.noWinnerInRound : texts.noWinner, {
            host: <bdi>{endedBy(game, t.play.words.theHostAtStart)}</bdi>,
            round: game.round,
          })}
        </h2>
      )}

      <h2 className="section-heading" id="prophets">{t.play.words.prophets}</h2>
      {prophets.length === 0 ? (
        <p>{texts.noPredictions}</p>
      ) : (
        <ol className="result__prophets" aria-labelledby="prophets">
          {prophets.map((prophet) => (
            <li key={prophet.playerId}>
              {fillNodes(plural(language, prophet.count, texts.prophetLine), { name: <bdi>{prophet.screenName}</bdi> })}
            </li>
          ))}
        </ol>
      )}

      {/* The round's printed cards, the winning one among them (docs/decisions/032-paper-seats.md). */}
      <SeatList game={game} iAmHost={false} />

      {/* No heading over nothing: a game ended before any mark has no marks to list. */}
      {marks.length > 0 && <h2 className="section-heading" id="marks-in-order">{texts.marksInOrder}</h2>}
      {marks.length > 0 && <ol className="result__marks" aria-labelledby="marks-in-order">
        {marks.map((entry) => (
          <li key={entry.id} className="result__mark">
            <span className="result__mark-text" dir="auto">{entry.text}</span>
            <span className="result__mark-by" dir="auto">
              ✓ {names.get(entry.markedBy!) ?? t.play.words.someone}
              {entry.markedAt && <time dateTime={new Date(entry.markedAt).toISOString()}> {formatTime(language, entry.markedAt)}</time>}
            </span>
          </li>
        ))}
      </ol>}

      <div className="stack result__links">
        <Link className="button" to={`/play/${game.code}/`}>{t.play.words.seeTheBoard}</Link>
        <Link className="button" to="/play/">{t.play.words.myGames}</Link>
      </div>
    </div>
  );
}
