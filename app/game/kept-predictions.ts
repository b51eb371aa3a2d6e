import { useMemo, useSyncExternalStore } from "react";
import { keptByGame } from "./kept-by-game";

/**
 * Predictions kept on this device until the game saves them (docs/decisions/037), and which of
 * them are on their way right now. unsaved-predictions.ts sends them; this small part is all
 * the play screen loads, to show the ones a round in play came too late for (decision 039).
 */
export interface TypedPrediction {
  text: string;
  /** Whose: another account signed in on this device never sends it. */
  playerId: number;
  typedAt: number;
}

/** An evening's game: a prediction older than this is not sent again. */
const KEPT_MS = 12 * 60 * 60_000;

export const keptPredictions = keptByGame("bingo:unsaved-predictions", isTypedPrediction, (typed) => typed.typedAt, KEPT_MS);
export const predictionKey = (typed: TypedPrediction) => `${typed.playerId}:${typed.typedAt}:${typed.text}`;

const onTheirWay = new Set<string>();
const listeners = new Set<() => void>();

/** Whether a prediction is being sent now; said to whoever shows the kept ones. */
export function setOnItsWay(typed: TypedPrediction, sending: boolean): void {
  if (sending) onTheirWay.add(predictionKey(typed));
  else onTheirWay.delete(predictionKey(typed));
  keptPredictionsChanged();
}

export function keptPredictionsChanged(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The player's predictions kept for the game and not on their way now, oldest first. */
export function waitingPredictions(code: string, playerId: number): TypedPrediction[] {
  return keptPredictions
    .of(code)
    .filter((typed) => typed.playerId === playerId && !onTheirWay.has(predictionKey(typed)))
    .sort((a, b) => a.typedAt - b.typedAt);
}

export function useWaitingPredictions(code: string, playerId: number): TypedPrediction[] {
  // The snapshot as text: the same list read again is the same snapshot, so nothing re-renders.
  const text = useSyncExternalStore(
    subscribe,
    () => JSON.stringify(waitingPredictions(code, playerId)),
    () => "[]",
  );
  return useMemo(() => JSON.parse(text) as TypedPrediction[], [text]);
}

/** The player lets a kept prediction go: it is never sent. */
export function dropKeptPrediction(code: string, typed: TypedPrediction): void {
  keptPredictions.forget(code, (each) => predictionKey(each) === predictionKey(typed));
  keptPredictionsChanged();
}

function isTypedPrediction(value: unknown): value is TypedPrediction {
  if (typeof value !== "object" || value === null) return false;
  const typed = value as Record<string, unknown>;
  return typeof typed.text === "string" && Number.isSafeInteger(typed.playerId) && Number.isSafeInteger(typed.typedAt);
}
