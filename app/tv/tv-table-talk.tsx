import "./tv-table-talk.css";
import type { Entry, Game } from "../../shared/api-types";
import { fill } from "../../shared/i18n/fill";
import { nameOf, useNow, useTableTalk } from "../game/use-table-talk";
import { useStrings } from "../i18n/strings";

/**
 * The table's talk on the TV (docs/decisions/030): the vote on a questioned mark with its
 * tally and seconds, its result, and the reactions as they come, read from across the room.
 * It lies over the foot of the pool, which it leaves again within seconds; the TV has no
 * board or Call Bingo to cover.
 */
export default function TvTableTalk({ game, entries }: { game: Game; entries: readonly Entry[] }) {
  const t = useStrings();
  const { votes, results, reactions } = useTableTalk(game.code);
  const now = useNow(1_000, votes.length > 0);
  const someone = t.play.words.someone;
  const textOf = (entryId: number) => entries.find((entry) => entry.id === entryId)?.text ?? "";
  return (
    <div className="tv-talk">
      {votes.map((vote) => (
        <section key={vote.id} className="tv-talk__card" aria-labelledby={`tv-vote-${vote.id}`}>
          <h2 id={`tv-vote-${vote.id}`} className="tv-talk__heading">
            {t.table.vote.heading}
          </h2>
          <p role="status">
            {fill(t.table.vote.asked, {
              asker: nameOf(game, vote.askedBy, someone),
              marker: nameOf(game, vote.markedBy, someone),
              text: textOf(vote.entryId),
            })}
          </p>
          <p className="tv-talk__tally">
            {fill(t.table.vote.tally, { keep: vote.keep, undo: vote.undo })}
            {" · "}
            {fill(t.table.vote.secondsLeft, { seconds: Math.max(0, Math.ceil((vote.until - now) / 1000)) })}
          </p>
        </section>
      ))}
      {results.map((result) => (
        <p key={result.questionId} className="tv-talk__card" role="status">
          {fill(result.outcome === "undone" ? t.table.result.undone : t.table.result.kept, {
            text: textOf(result.entryId),
            keep: result.keep,
            undo: result.undo,
          })}
          {result.bingoWithdrawn && ` ${t.table.result.bingoWithdrawn}`}
        </p>
      ))}
      <ul className="tv-talk__reactions" aria-label={t.table.reactions.shown}>
        {reactions.map((reaction) => (
          <li key={reaction.key} className="tv-talk__reaction">
            {fill(t.table.reactions.from, { name: nameOf(game, reaction.playerId, someone), emoji: reaction.emoji })}
          </li>
        ))}
      </ul>
    </div>
  );
}
