/**
 * A third app server whose D1 is switched off on demand (scripts/e2e-flaky-d1-server.ts): every
 * D1 call of its Worker and of its game rooms then fails as an unreachable D1's does. No other
 * test uses it, so switching it off fails nobody else's steps.
 */
import { appPort } from "./app-port";

export const d1OnDemandPort = appPort + 2;
export const d1OnDemandOrigin = `http://127.0.0.1:${d1OnDemandPort}`;

/** From now on, D1 answers (`on`), or every D1 call fails as an unreachable D1's does. */
export async function switchD1(on: boolean): Promise<void> {
  const answer = await fetch(`${d1OnDemandOrigin}/__bench/failures?rate=${on ? 0 : 1}`, { method: "POST" });
  if (!answer.ok) throw new Error(`switching D1 ${on ? "on" : "off"}: ${answer.status}`);
}

/** The room of game `code` delivers its outbox to D1 now, as it does after each change. */
export async function deliverOutboxNow(code: string): Promise<void> {
  const answer = await fetch(`${d1OnDemandOrigin}/__bench/deliver?code=${code}`, { method: "POST" });
  if (!answer.ok) throw new Error(`delivering ${code}'s outbox: ${answer.status}`);
}

/** How many D1 calls have failed since the server started: proof a test's steps met the outage. */
export async function failedD1Calls(): Promise<number> {
  const answer = await fetch(`${d1OnDemandOrigin}/__bench/stats`);
  return ((await answer.json()) as { failed: number }).failed;
}
