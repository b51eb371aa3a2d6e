import { useEffect, useMemo, useState } from "react";
import type { Entry, Player } from "../../shared/api-types";
import { fill } from "../../shared/i18n/fill";
import { ApiRequestError } from "../api/api-client";
import { useStrings } from "../i18n/strings";
import { setEntryMarked, tappedMark } from "./game-api";
import { gameStore } from "./game-store";
import { forgetAnsweredMark, unansweredMarksOf, type TappedMark } from "./unanswered-marks";

/**
 * Marks that show at once: a tapped square is drawn in its new state while
 * the change is on its way (retried through a lost connection, however long, by
 * setEntryMarked), and falls back to what the server holds if it is refused, with the
 * refusal's own words, or if someone else changed it meanwhile, saying so.
 *
 * A mark an earlier page of this game kept and never got an answer to (unanswered-marks.ts)
 * is sent again once the game is on screen, drawn as on its way like a fresh tap; one whose
 * round is over is not sent, and the player is told.
 */
export function useOptimisticMarks(gameCode: string, entries: Entry[], me: Player, round: number) {
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

  async function send(entry: Entry, mark: TappedMark) {
    setRefusal(null);
    setWanted((current) => new Map(current).set(entry.id, mark.isMarked));
    try {
      const saved = await setEntryMarked(gameCode, mark);
      // Someone else changed the square while this change waited (offline, say), or the round
      // it was tapped in ended: the board now shows the game as it is, and says why.
      if (saved === null) setRefusal(fill(overtakenText(mark), { entry: entry.text }));
    } catch (error) {
      setRefusal(fill(mark.isMarked ? texts.notMarked : texts.notUnmarked, { entry: entry.text, reason: refusalText(error, texts.somethingWentWrong) }));
    } finally {
      // The store now holds the server's answer (or still the old state): show that.
      setWanted((current) => {
        const next = new Map(current);
        next.delete(entry.id);
        return next;
      });
    }
  }

  const overtakenText = (mark: TappedMark) =>
    (gameStore(gameCode).getSnapshot().game?.round ?? round) !== mark.round ? texts.roundEndedFirst : texts.changedMeanwhile;

  // Once per game and player on screen: what an earlier page tapped and never heard back about.
  useEffect(() => {
    for (const mark of unansweredMarksOf(gameCode, me.id)) {
      const entry = entries.find((each) => each.id === mark.entryId);
      if (!entry || mark.round !== round) {
        forgetAnsweredMark(gameCode, mark);
        if (entry) setRefusal(fill(texts.roundEndedFirst, { entry: entry.text }));
        continue;
      }
      void send(entry, mark);
    }
    // The entries and round as the screen first shows them; a later change of them sends nothing again.
  }, [gameCode, me.id]);

  const setMarked = (entry: Entry, isMarked: boolean) => send(entry, tappedMark(gameCode, entry.id, isMarked, me.id));

  return { entriesById, pendingIds: new Set(wanted.keys()) as ReadonlySet<number>, setMarked, refusal };
}

/** The refusal's message for people, without its code (the server words it: shared/i18n). */
function refusalText(error: unknown, somethingWentWrong: string): string {
  if (error instanceof ApiRequestError && error.body) return Object.values(error.body.errors).flat().join(" ");
  return error instanceof Error ? error.message : somethingWentWrong;
}
