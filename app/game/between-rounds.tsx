import type { Entry, Game, Player } from "../../shared/api-types";
import { fill } from "../../shared/i18n/fill";
import { useStrings } from "../i18n/strings";
import { AddEntryForm, entryPlaceholder } from "./add-entry-form";
import { EntryPool } from "./entry-pool";
import { BETWEEN_ROUNDS_ID, NextRound } from "./next-round";

/**
 * The play screen between rounds (a round won, the next not started): who starts the next
 * one, and the pool, which may change as in setup. Loaded only once a round is won, so the
 * play screen's first load stays small.
 */
export default function BetweenRounds({ game, entries, me }: { game: Game; entries: Entry[]; me: Player }) {
  const texts = useStrings().play.nextRound;
  const nextRound = game.round + 1;
  return (
    <section
      id={BETWEEN_ROUNDS_ID}
      tabIndex={-1}
      className="between-rounds"
      aria-label={fill(texts.sectionLabel, { round: nextRound })}
    >
      <NextRound game={game} me={me} poolSize={entries.length} />
      <p className="lede">{texts.addPredictions}</p>
      <AddEntryForm code={game.code} playerId={me.id} placeholder={entryPlaceholder(game, me)} />
      <EntryPool game={game} entries={entries} me={me} title={fill(texts.entriesFor, { round: nextRound })} />
    </section>
  );
}
