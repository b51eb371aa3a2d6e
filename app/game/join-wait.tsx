import { useEffect, useState, useSyncExternalStore } from "react";
import { fill } from "../../shared/i18n/fill";
import { useStrings } from "../i18n/strings";

/**
 * While a join waits out a short refusal to send it again (shared/join-retry.ts), the form
 * says so and counts down (a venue's guests saw a dead "Joining…" for half a
 * minute). game-api.ts sets the moment of the next try; the join forms show JoinWaitNote.
 */
let retryAt: number | null = null;
const listeners = new Set<() => void>();

export function setJoinRetryAt(at: number | null): void {
  retryAt = at;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** "Lots of people are joining right now. Trying again in 3 s…" under the join's button, while it waits. */
export function JoinWaitNote() {
  const at = useSyncExternalStore(subscribe, () => retryAt, () => null);
  const t = useStrings().start.join;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (at === null) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [at]);
  if (at === null) return null;
  const seconds = Math.max(1, Math.ceil((at - now) / 1000));
  return (
    <p role="status" className="join-wait">
      {fill(t.waitNote, { seconds })}
    </p>
  );
}
