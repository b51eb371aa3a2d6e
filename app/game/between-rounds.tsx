import type { Entry, Game, Player } from "../../shared/api-types";
import { AddEntryForm, entryPlaceholder } from "./add-entry-form";
import { EntryPool } from "./entry-pool";
import { NextRound } from "./next-round";

/**
 * The play screen between rounds (a round won, the next not started): who starts the next
 * one, and the pool, which may change as in setup. Loaded only once a round is won, so the
 * play screen's first load stays small.
 */
export default function BetweenRounds({ game, entries, me }: { game: Game; entries: Entry[]; me: Player }) {
  return (
    <section className="between-rounds" aria-label={`Before round ${game.round + 1}`}>
      <NextRound game={game} me={me} poolSize={entries.length} />
      <p className="lede">Add predictions for the next round, or delete ones that already came true.</p>
      <AddEntryForm code={game.code} placeholder={entryPlaceholder(game, me)} />
      <EntryPool game={game} entries={entries} me={me} title={`Entries for round ${game.round + 1}`} />
    </section>
  );
}
