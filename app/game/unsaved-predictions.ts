import { useSyncExternalStore } from "react";
import { DUPLICATE_ENTRY, GAME_NOT_IN_SETUP } from "../../shared/refusal-codes";
import { normalizeEntryText } from "../../shared/typed-text";
import { ApiRequestError, isUnreachable } from "../api/api-client";
import { retryIdempotent } from "../api/retry-idempotent";
import { problemMessage } from "../forms/form-status";
import { addEntry, syncGame } from "./game-api";
import { gameStore } from "./game-store";
import { keptPredictions, predictionKey, setOnItsWay, waitingPredictions, type TypedPrediction } from "./kept-predictions";

export type { TypedPrediction };

/**
 * Predictions typed and added but not yet saved (docs/decisions/037-predictions-kept-until-saved.md).
 *
 * At the table people add predictions one after another on patchy Wi-Fi. Each is sent on its
 * own (a second one never cancels the first), is kept on this device until the game answers
 * it, and a try that patchy Wi-Fi leaves unanswered is given up after PREDICTION_TIMEOUT_MS and
 * sent again, for as long as the phone is offline (retry-idempotent.ts). The next setup screen
 * of the game sends again what an earlier page kept.
 *
 * Sending a prediction twice is safe without any key of its own: the pool refuses a second
 * prediction of the same words (DUPLICATE_ENTRY). So a try made after one whose answer never
 * came (or by a later page) that is refused as a duplicate was saved, when the pool's
 * prediction of those words is the player's own.
 *
 * One that reaches the game after its round started (GAME_NOT_IN_SETUP) is kept for the next
 * round: the play screen lists it, and the form between rounds sends it (decision 039).
 */

/** What the setup screen shows of a game's predictions on their way. */
export interface PredictionSends {
  /** Being sent; `waiting` once a try got no answer (offline), until one is answered. */
  sending: { key: string; text: string; waiting: boolean }[];
  /** Refused by the game, with its reason: said under the form, the text given back. */
  refused: { key: string; text: string; reason: string }[];
}

/** How long one try at saving a prediction may take before it counts as lost and is sent again. */
export const PREDICTION_TIMEOUT_MS = 10_000;

const NONE: PredictionSends = { sending: [], refused: [] };
const sendsByGame = new Map<string, PredictionSends>();
const listeners = new Set<() => void>();

function update(code: string, change: (sends: PredictionSends) => PredictionSends) {
  sendsByGame.set(code, change(predictionSendsOf(code)));
  for (const listener of listeners) listener();
}

/** The game's predictions on their way and the ones refused, as the screen shows them. */
export const predictionSendsOf = (code: string): PredictionSends => sendsByGame.get(code) ?? NONE;

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePredictionSends(code: string): PredictionSends {
  return useSyncExternalStore(subscribe, () => predictionSendsOf(code), () => NONE);
}

/** The refusals shown so far are put away: the next prediction is on its way. */
export function clearRefusedPredictions(code: string): void {
  if (predictionSendsOf(code).refused.length > 0) update(code, (sends) => ({ ...sends, refused: [] }));
}

/**
 * Sends the prediction until the game answers it (see above). Resolves once it is saved or
 * refused; a refusal is kept in the game's PredictionSends, never thrown.
 * `resent`: an earlier page sent it, so it may already be saved.
 */
export async function savePrediction(code: string, typed: TypedPrediction, { resent = false } = {}): Promise<void> {
  const key = predictionKey(typed);
  if (predictionSendsOf(code).sending.some((each) => each.key === key)) return;
  keptPredictions.keep(code, typed, (each) => predictionKey(each) === key);
  setOnItsWay(typed, true);
  update(code, (sends) => ({ ...sends, sending: [...sends.sending, { key, text: typed.text, waiting: false }] }));
  /** A try whose answer never came may have saved it. */
  let maybeSaved = resent;
  /** Too late for the round in play: kept for the next one (decision 039). */
  let forNextRound = false;
  try {
    await retryIdempotent(async () => {
      try {
        await addEntry(code, typed.text, "TYPED", PREDICTION_TIMEOUT_MS);
      } catch (error) {
        if (maybeSaved && isDuplicate(error) && (await isOwnInPool(code, typed))) return;
        if (isUnreachable(error)) {
          maybeSaved = true;
          markWaiting(code, key);
        }
        throw error;
      }
    });
    update(code, (sends) => ({ ...sends, sending: sends.sending.filter((each) => each.key !== key) }));
  } catch (error) {
    forNextRound = isTooLateForTheRound(error);
    update(code, (sends) => ({
      sending: sends.sending.filter((each) => each.key !== key),
      // Kept instead: the play screen lists it, and the form between rounds sends it again.
      refused: forNextRound ? sends.refused : [...sends.refused, { key, text: typed.text, reason: problemMessage(error) }],
    }));
  } finally {
    if (!forNextRound) keptPredictions.forget(code, (each) => predictionKey(each) === key);
    setOnItsWay(typed, false);
  }
}

/** What an earlier page of this game kept for this player and never heard back about, oldest first. */
export function resendUnsavedPredictions(code: string, playerId: number): void {
  for (const typed of waitingPredictions(code, playerId)) void savePrediction(code, typed, { resent: true });
}

function markWaiting(code: string, key: string) {
  update(code, (sends) => ({
    ...sends,
    sending: sends.sending.map((each) => (each.key === key ? { ...each, waiting: true } : each)),
  }));
}

const isDuplicate = (error: unknown) => error instanceof ApiRequestError && error.body?.code === DUPLICATE_ENTRY;
/** The game started (or ended) before the prediction reached it: a pool changes only in setup and between rounds. */
const isTooLateForTheRound = (error: unknown) => error instanceof ApiRequestError && error.body?.code === GAME_NOT_IN_SETUP;

/**
 * Whether the pool's prediction of these words is the player's own: an earlier try saved it.
 * The game is read when the screen does not have it yet; one the player cannot see counts as
 * theirs (the pool has it, and the try that found it followed one of theirs that got no answer).
 */
async function isOwnInPool(code: string, typed: TypedPrediction): Promise<boolean> {
  const words = normalizeEntryText(typed.text);
  const inPool = () => gameStore(code).getSnapshot().entries.find((entry) => normalizeEntryText(entry.text) === words);
  if (!inPool()) {
    await syncGame(code, { force: true }).catch(() => {
      // Not read: judged on what the screen has.
    });
  }
  const entry = inPool();
  return entry === undefined || entry.playerId === typed.playerId;
}
