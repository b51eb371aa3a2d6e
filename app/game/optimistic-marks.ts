import { useMemo, useState } from "react";
import type { Entry, Player } from "../../shared/api-types";
import { fill } from "../../shared/i18n/fill";
import { ApiRequestError } from "../api/api-client";
import { useStrings } from "../i18n/strings";
import { setEntryMarked } from "./game-api";

/**
 * Marks that show at once: a tapped square is drawn in its new state while
 * the change is on its way (retried through a lost connection, however long, by
 * setEntryMarked), and falls back to what the server holds if it is refused, with the
 * refusal's own words, or if someone else changed it meanwhile, saying so.
 */
export function useOptimisticMarks(gameCode: string, entries: Entry[], me: Player) {
  const texts = useStrings().play.marks;
  const [wanted, setWanted] = useState<ReadonlyMap<number, boolean>>(new Map());
  const [refusal, setRefusal] = useState<string | null>(null);

  const entriesById = useMemo(() => {
    const shown = new Map<number, Entry>();
    for (const entry of entries) {
      const isMarked = wanted.get(entry.id);
      if (isMarked === undefined || isMarked === entry.isMarked) shown.set(entry.id, entry);
      else shown.set(entry.id, { ...entry, isMarked, markedBy: isMarked ? me.id : null, markedAt: null });
    }
    return shown;
  }, [entries, wanted, me.id]);

  async function setMarked(entry: Entry, isMarked: boolean) {
    setRefusal(null);
    setWanted((current) => new Map(current).set(entry.id, isMarked));
    try {
      const saved = await setEntryMarked(gameCode, entry.id, isMarked);
      // Someone else changed the square while this change waited (offline, say): the board
      // now shows their change, and says so.
      if (saved === null) setRefusal(fill(texts.changedMeanwhile, { entry: entry.text }));
    } catch (error) {
      setRefusal(fill(isMarked ? texts.notMarked : texts.notUnmarked, { entry: entry.text, reason: refusalText(error, texts.somethingWentWrong) }));
    } finally {
      // The store now holds the server's answer (or still the old state): show that.
      setWanted((current) => {
        const next = new Map(current);
        next.delete(entry.id);
        return next;
      });
    }
  }

  return { entriesById, pendingIds: new Set(wanted.keys()) as ReadonlySet<number>, setMarked, refusal };
}

/** The refusal's message for people, without its code (the server words it: shared/i18n). */
function refusalText(error: unknown, somethingWentWrong: string): string {
  if (error instanceof ApiRequestError && error.body) return Object.values(error.body.errors).flat().join(" ");
  return error instanceof Error ? error.message : somethingWentWrong;
}
