import { useEffect, useRef, useState } from "react";
import type { Entry } from "../../shared/api-types";
import { fill } from "../../shared/i18n/fill";
import { useStrings } from "../i18n/strings";

/**
 * Politely tells screen-reader users when someone else unmarks an entry. Marks are told by
 * the visible notices (app/game/game-notices.tsx), with who marked them: not twice.
 */
export function MarksAnnouncer({ entries, myPlayerId }: { entries: Entry[]; myPlayerId: number | null }) {
  const t = useStrings();
  const previous = useRef<Map<number, boolean> | null>(null);
  const [message, setMessage] = useState("");

  useEffect(() => {
    const now = new Map(entries.map((entry) => [entry.id, entry.isMarked]));
    const before = previous.current;
    previous.current = now;
    if (!before) return;
    const changed = entries.find(
      (entry) => before.get(entry.id) === true && !entry.isMarked && entry.markedBy !== myPlayerId,
    );
    if (changed) setMessage(fill(t.play.unmarked, { text: changed.text }));
  }, [entries, myPlayerId]);

  return (
    <p className="visually-hidden" aria-live="polite">
      {message}
    </p>
  );
}
