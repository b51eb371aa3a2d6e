import { useEffect, useRef, useState } from "react";
import type { Entry, Player } from "../../shared/api-types";

/** Politely tells screen-reader users when someone else marks or unmarks an entry. */
export function MarksAnnouncer({
  entries,
  players,
  myPlayerId,
}: {
  entries: Entry[];
  players: Player[];
  myPlayerId: number | null;
}) {
  const previous = useRef<Map<number, boolean> | null>(null);
  const [message, setMessage] = useState("");

  useEffect(() => {
    const now = new Map(entries.map((entry) => [entry.id, entry.isMarked]));
    const before = previous.current;
    previous.current = now;
    if (!before) return;
    const changed = entries.find(
      (entry) => before.has(entry.id) && before.get(entry.id) !== entry.isMarked && entry.markedBy !== myPlayerId,
    );
    if (!changed) return;
    const who = players.find((player) => player.id === changed.markedBy)?.screenName ?? "Someone";
    setMessage(changed.isMarked ? `${who} marked: ${changed.text}` : `Unmarked: ${changed.text}`);
  }, [entries, players, myPlayerId]);

  return (
    <p className="visually-hidden" aria-live="polite">
      {message}
    </p>
  );
}
