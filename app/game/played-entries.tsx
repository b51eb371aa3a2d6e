import type { Entry, Player } from "../../shared/api-types";
import { useStrings } from "../i18n/strings";
import { EntriesDisclosure } from "./entries-disclosure";
import { MarkedTime } from "./marked-time";

/** The round's entries under the board: which came true, by whose mark and when (SPEC §2). */
export function PlayedEntries({ entries, players }: { entries: Entry[]; players: Player[] }) {
  const t = useStrings();
  return (
    <EntriesDisclosure count={entries.length}>
      <ul className="entry-list">
        {entries.map((entry) => {
          const marker = players.find((player) => player.id === entry.markedBy);
          return (
            <li key={entry.id} className={`entry-list__item${entry.isMarked ? " is-marked" : ""}`}>
              <span className="entry-list__text" dir="auto">{entry.text}</span>
              {entry.isMarked && (
                <span className="entry-list__by" dir="auto">
                  ✓ {marker?.screenName ?? t.play.words.someone}
                  {entry.markedAt && (
                    <>
                      {" "}
                      <MarkedTime at={entry.markedAt} />
                    </>
                  )}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </EntriesDisclosure>
  );
}
