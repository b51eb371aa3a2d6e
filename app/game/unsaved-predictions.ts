import { useSyncExternalStore } from "react";
import { DUPLICATE_ENTRY } from "../../shared/refusal-codes";
import { normalizeEntryText } from "../../shared/typed-text";
import { ApiRequestError, isUnreachable } from "../api/api-client";
import { retryIdempotent } from "../api/retry-idempotent";
import { problemMessage } from "../forms/form-status";
import { addEntry, syncGame } from "./game-api";
import { gameStore } from "./game-store";
import { keptByGame } from "./kept-by-game";

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
 */
export interface TypedPrediction {
  text: string;
  /** Whose: another account signed in on this device never sends it. */
  playerId: number;
  typedAt: number;
}

/** What the setup screen shows of a game's predictions on their way. */
export interface PredictionSends {
  /** Being sent; `waiting` once a try got no answer (offline), until one is answered. */
  sending: { key: string; text: string; waiting: boolean }[];
  /** Refused by the game, with its reason: said under the form, the text given back. */
  refused: { key: string; text: string; reason: string }[];
}

/** How long one try at saving a prediction may take before it counts as lost and is sent again. */
export const PREDICTION_TIMEOUT_MS = 10_000;
/** An evening's game: a prediction older than this is not sent again. */
const KEPT_MS = 12 * 60 * 60_000;

const kept = keptByGame("bingo:unsaved-predictions", isTypedPrediction, (typed) => typed.typedAt, KEPT_MS);
const keyOf = (typed: TypedPrediction) => `${typed.playerId}:${typed.typedAt}:${typed.text}`;

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
  const key = keyOf(typed);
  if (predictionSendsOf(code).sending.some((each) => each.key === key)) return;
  kept.keep(code, typed, (each) => keyOf(each) === key);
  update(code, (sends) => ({ ...sends, sending: [...sends.sending, { key, text: typed.text, waiting: false }] }));
  /** A try whose answer never came may have saved it. */
  let maybeSaved = resent;
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
    update(code, (sends) => ({
      sending: sends.sending.filter((each) => each.key !== key),
      refused: [...sends.refused, { key, text: typed.text, reason: problemMessage(error) }],
    }));
  } finally {
    kept.forget(code, (each) => keyOf(each) === key);
  }
}

/** What an earlier page of this game kept for this player and never heard back about, oldest first. */
export function resendUnsavedPredictions(code: string, playerId: number): void {
  const earlier = kept
    .of(code)
    .filter((typed) => typed.playerId === playerId)
    .sort((a, b) => a.typedAt - b.typedAt);
  for (const typed of earlier) void savePrediction(code, typed, { resent: true });
}

function markWaiting(code: string, key: string) {
  update(code, (sends) => ({
    ...sends,
    sending: sends.sending.map((each) => (each.key === key ? { ...each, waiting: true } : each)),
  }));
}

const isDuplicate = (error: unknown) => error instanceof ApiRequestError && error.body?.code === DUPLICATE_ENTRY;

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

function isTypedPrediction(value: unknown): value is TypedPrediction {
  if (typeof value !== "object" || value === null) return false;
  const typed = value as Record<string, unknown>;
  return typeof typed.text === "string" && Number.isSafeInteger(typed.playerId) && Number.isSafeInteger(typed.typedAt);
}
