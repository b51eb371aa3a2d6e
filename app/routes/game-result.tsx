import { Link, Navigate } from "react-router";
import { gameResult } from "../game/game-result";
import { endedBy } from "../game/round-over";
import { useGameScreen } from "../game/game-screen";
import { ShareResult } from "../game/share-result";
import { joinUrl } from "../game/share-or-copy";
import { resultShareText } from "../game/share-text";
import "../game/game-result.css";

export const meta = () => [{ title: "Result · Bingo with friends" }];

const clockTime = (at: number) => new Date(at).toLocaleTimeString([], { hour: "numeric", minute: "2-digit" });

/**
 * The result of a won game (issue #15), for every player and for later: the winner, the
 * winning line, the prophets and every mark in order. It shows only what the game's players
 * already see: entries, marks, names and, from the winner's board, the marked line alone.
 * A game its host ended before anyone called Bingo says so, with no winning line and nothing
 * to share (issue #28): there was no result to have.
 */
export default function GameResult() {
  const { game, entries, me } = useGameScreen();
  if (game.status !== "BINGO" && game.status !== "COMPLETE") return <Navigate to={`/play/${game.code}/`} replace />;

  const { winner, line, marks, prophets } = gameResult(game, entries);
  const names = new Map(game.players.map((player) => [player.id, player.screenName]));
  const shareText = resultShareText({
    gameName: game.name,
    boardEntries: me.boardEntries ?? [],
    markedEntryIds: new Set(marks.map((entry) => entry.id)),
    joinUrl: joinUrl(game.code),
  });

  return (
    <div className="result">
      {winner ? (
        <>
          <h2 className="result__winner">
            Bingo! {winner.id === me.id ? "You won!" : <><bdi>{winner.screenName}</bdi> won!</>}
          </h2>
          <ShareResult title={game.name} text={shareText} />

          <h2 className="section-heading" id="winning-line">The winning line</h2>
          <ol className="result__line" aria-labelledby="winning-line">
            {line.map((square) =>
              "free" in square ? (
                <li key="free" className="result__square result__square--free">FREE</li>
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
          No winner: <bdi>{endedBy(game)}</bdi> ended the game before anyone called Bingo.
        </h2>
      )}

      <h2 className="section-heading" id="prophets">Prophets</h2>
      {prophets.length === 0 ? (
        <p>No predictions came true.</p>
      ) : (
        <ol className="result__prophets" aria-labelledby="prophets">
          {prophets.map((prophet) => (
            <li key={prophet.playerId}>
              <bdi>{prophet.screenName}</bdi>: {prophet.count} {prophet.count === 1 ? "prediction" : "predictions"} came true
            </li>
          ))}
        </ol>
      )}

      <h2 className="section-heading" id="marks-in-order">Marks in order</h2>
      <ol className="result__marks" aria-labelledby="marks-in-order">
        {marks.map((entry) => (
          <li key={entry.id} className="result__mark">
            <span className="result__mark-text" dir="auto">{entry.text}</span>
            <span className="result__mark-by" dir="auto">
              ✓ {names.get(entry.markedBy!) ?? "someone"}
              {entry.markedAt && <time dateTime={new Date(entry.markedAt).toISOString()}> {clockTime(entry.markedAt)}</time>}
            </span>
          </li>
        ))}
      </ol>

      <div className="stack result__links">
        <Link className="button" to={`/play/${game.code}/`}>See the board</Link>
        <Link className="button" to="/play/">My Games</Link>
      </div>
    </div>
  );
}
