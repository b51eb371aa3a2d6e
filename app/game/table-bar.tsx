import { useState } from "react";
import type { Entry, Game, Player } from "../../shared/api-types";
import { fill } from "../../shared/i18n/fill";
import { QUESTION_WINDOW_MS, REACTIONS } from "../../shared/table-talk";
import { useStrings } from "../i18n/strings";
import { askAboutMark, react } from "./table-talk-store";
import { nameOf, useNow, useTableTalk } from "./use-table-talk";

/**
 * Under the board (docs/decisions/030): the reactions, sent and shown in their own strip that
 * never lies over the board or Call Bingo, and the marks of the last 2 minutes that may be
 * questioned.
 */
export function TableBar({ game, entries, me }: { game: Game; entries: readonly Entry[]; me: Player }) {
  const t = useStrings();
  const { reactions, votes, refusal } = useTableTalk(game.code);
  const someone = t.play.words.someone;
  // Said when nothing could be sent: no socket open just now.
  const [offline, setOffline] = useState(false);
  return (
    <section className="table-bar" aria-label={t.table.reactions.label}>
      <div className="reaction-buttons" role="group" aria-label={t.table.reactions.label}>
        {REACTIONS.map((emoji) => (
          <button key={emoji} type="button" className="reaction-button" aria-label={t.table.reactions.names[emoji]} onClick={() => setOffline(!react(game.code, emoji))}>
            {emoji}
          </button>
        ))}
      </div>
      <ul className="reaction-strip" aria-label={t.table.reactions.shown} aria-live="polite">
        {reactions.map((reaction) => (
          <li key={reaction.key} className="reaction-strip__item">
            {fill(t.table.reactions.from, { name: nameOf(game, reaction.playerId, someone), emoji: reaction.emoji })}
          </li>
        ))}
      </ul>
      {offline && (
        <p className="notice notice--refused" role="alert">
          {t.table.question.notConnected}
        </p>
      )}
      {refusal?.about === "react" && (
        <p className="notice notice--refused" role="alert">
          {t.table.refusals[refusal.code]}
        </p>
      )}
      {(game.status === "PLAY" || game.status === "BINGO") && (
        <QuestionMarks
          game={game}
          entries={entries}
          me={me}
          questioned={new Set(votes.map((vote) => vote.entryId))}
          onSent={(sent) => setOffline(!sent)}
        />
      )}
    </section>
  );
}

function QuestionMarks({
  game,
  entries,
  me,
  questioned,
  onSent,
}: {
  game: Game;
  entries: readonly Entry[];
  me: Player;
  questioned: ReadonlySet<number>;
  onSent: (sent: boolean) => void;
}) {
  const t = useStrings();
  const texts = t.table.question;
  const now = useNow(5_000);
  const recent = entries.filter(
    (entry) =>
      entry.isMarked && entry.markedBy !== null && entry.markedBy !== me.id && entry.markedAt !== null &&
      now - entry.markedAt <= QUESTION_WINDOW_MS && !questioned.has(entry.id),
  );
  return (
    <details className="question-marks">
      <summary>{texts.heading}</summary>
      <p>{texts.explain}</p>
      {recent.length === 0 ? (
        <p>{texts.none}</p>
      ) : (
        <ul className="question-marks__list">
          {recent.map((entry) => (
            <li key={entry.id}>
              <button type="button" className="button question-marks__ask" onClick={() => onSent(askAboutMark(game.code, entry.id))}>
                {fill(texts.ask, { text: entry.text, name: nameOf(game, entry.markedBy!, t.play.words.someone) })}
              </button>
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}
