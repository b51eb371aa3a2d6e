import type { Entry, Game, Player } from "../../shared/api-types";
import { fill } from "../../shared/i18n/fill";
import { useStrings } from "../i18n/strings";
import { voteOnMark, type OpenVote } from "./table-talk-store";
import { nameOf, useNow, useTableTalk } from "./use-table-talk";

/**
 * The table's votes on questioned marks (docs/decisions/030), on every phone for their 20
 * seconds: who questions whose mark, the votes so far, keep or undo (not for the marker), then
 * the result. In the page's flow above the board, never over it.
 */
export function MarkVotes({ game, entries, me }: { game: Game; entries: readonly Entry[]; me: Player }) {
  const t = useStrings();
  const { votes, results, myVotes, refusal } = useTableTalk(game.code);
  const textOf = (entryId: number) => entries.find((entry) => entry.id === entryId)?.text ?? "";
  return (
    <>
      {votes.map((vote) => (
        <MarkVote key={vote.id} game={game} vote={vote} text={textOf(vote.entryId)} me={me} myVote={myVotes[vote.id]} />
      ))}
      {results.map((result) => (
        <p key={result.questionId} className="notice table-result" role="status">
          {fill(result.outcome === "undone" ? t.table.result.undone : t.table.result.kept, {
            text: textOf(result.entryId),
            keep: result.keep,
            undo: result.undo,
          })}
          {result.bingoWithdrawn && ` ${t.table.result.bingoWithdrawn}`}
        </p>
      ))}
      {/* A reaction's refusal is said beside the reactions (table-bar.tsx), not above the board. */}
      {refusal && refusal.about !== "react" && (
        <p className="notice notice--refused" role="alert">
          {t.table.refusals[refusal.code]}
        </p>
      )}
    </>
  );
}

function MarkVote({ game, vote, text, me, myVote }: { game: Game; vote: OpenVote; text: string; me: Player; myVote: boolean | undefined }) {
  const t = useStrings();
  const texts = t.table.vote;
  const now = useNow(1_000);
  const someone = t.play.words.someone;
  const headingId = `mark-vote-${vote.id}`;
  const waiting = placesRestingOn(game, vote.entryId, someone);
  return (
    <section className="mark-vote" aria-labelledby={headingId}>
      <h2 className="mark-vote__heading" id={headingId}>
        {texts.heading}
      </h2>
      <p role="status">
        {fill(texts.asked, { asker: nameOf(game, vote.askedBy, someone), marker: nameOf(game, vote.markedBy, someone), text })}
        {waiting.map((name) => ` ${fill(texts.bingoWaits, { name })}`).join("")}
      </p>
      <p className="mark-vote__tally">
        {fill(texts.tally, { keep: vote.keep, undo: vote.undo })}
        {" · "}
        {fill(texts.secondsLeft, { seconds: Math.max(0, Math.ceil((vote.until - now) / 1000)) })}
      </p>
      {vote.markedBy === me.id ? (
        <p>{texts.youMarked}</p>
      ) : (
        <>
          <div className="mark-vote__buttons" role="group" aria-labelledby={headingId}>
            <button type="button" className="button" aria-pressed={myVote === true} onClick={() => voteOnMark(game.code, vote.id, true)}>
              {texts.keep}
            </button>
            <button type="button" className="button" aria-pressed={myVote === false} onClick={() => voteOnMark(game.code, vote.id, false)}>
              {texts.undo}
            </button>
          </div>
          <p className="mark-vote__note">
            {myVote === undefined ? texts.noVoteIsKeep : myVote ? texts.youVotedKeep : texts.youVotedUndo}
          </p>
        </>
      )}
    </section>
  );
}

/**
 * Who has a place of this round won on the questioned mark, which the vote may take away: every
 * place that carries its squares, a player's or a paper card's, in order; for a place won before
 * places carried them, the first place by the round's winning line.
 */
function placesRestingOn(game: Game, entryId: number, someone: string): string[] {
  return game.winners.flatMap((placing) => {
    const squares = placing.entryIds ?? (placing.place === 1 ? game.winningEntryIds : undefined);
    if (!squares?.includes(entryId)) return [];
    if (placing.seatId !== undefined) return [game.seats?.find((seat) => seat.id === placing.seatId)?.name ?? someone];
    return [placing.playerId === null ? someone : nameOf(game, placing.playerId, someone)];
  });
}
