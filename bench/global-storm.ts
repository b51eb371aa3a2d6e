/**
 * bench:global's storm: players spread over the regions all tap within 50 ms of each other,
 * first the same square, then each their own. Each player is a StormClient (the app's rules
 * for versions, gaps and reads); afterwards every screen is compared with what D1 holds.
 * It reports what happens; it fixes nothing.
 */
import { setTimeout as sleep } from "node:timers/promises";
import { closeSockets, inBatches } from "./bench-sockets.ts";
import { ENTRIES_TO_START, gameWithEntries, newPerson, startGame } from "./global-latencies.ts";
import type { Region } from "./global-regions.ts";
import { percentile } from "./local-api.ts";
import { StormClient, stateOf, type Square, type StormCounts } from "./storm-client.ts";

/** Every tap of a storm is sent within this window. */
export const STORM_WINDOW_MS = 50;
const BATCH = 10;
const SETTLE_TIMEOUT_MS = 30_000;

export interface StormResult {
  label: string;
  clients: number;
  /** How far apart the first and the last tap were sent. */
  spreadMs: number;
  accepted: number;
  superseded: number;
  /** Tap → own answer, over all taps. */
  answerP50: number;
  answerMax: number;
  /** Clients that got at least one socket message behind a version gap. */
  clientsWithSocketGap: number;
  /** Clients that read the whole game again for any reason. */
  clientsThatRead: number;
  counts: StormCounts;
  /** Clients whose squares and version ended equal to D1's. */
  clientsAsD1: number;
  /** Distinct end states among the clients. */
  endStates: number;
  /** First tap until the last message or read of any client. */
  settledMs: number;
}

/**
 * `perRegion` players in each region (the host, in the first, among them) join a game with a
 * square for each of them and one more, it starts, and everyone opens the socket and reads
 * the game as the game screen does. Then the two storms.
 */
export async function runStorms(regions: Region[], run: string, perRegion: number): Promise<StormResult[]> {
  const host = newPerson(regions[0]!, run, "storm host");
  const others = regions.flatMap((region, index) =>
    Array.from({ length: index === 0 ? perRegion - 1 : perRegion }, () => newPerson(region, run, "stormer")),
  );
  const players = [host, ...others];
  const game = await gameWithEntries(host, "Storm", Math.max(ENTRIES_TO_START, players.length + 1));
  await inBatches(others, BATCH, (player) =>
    player.call("POST", "/games/join", { screenName: player.screenName, code: game.code }),
  );
  await startGame(game);
  const clients = players.map((player) => new StormClient(player, game.code));
  try {
    await inBatches(clients, BATCH, (client) => client.connect());
    await until(() => clients.every((client) => client.online >= clients.length), "everyone online");
    await Promise.all(clients.map((client) => client.read()));
    const maxOneWay = Math.max(...regions.map((region) => region.oneWayMs));
    // What the game holds, read as any screen reads it: the game and its entries, one call.
    const d1State = async () => {
      const { body } = await host.call<{ version: number }>("GET", `/games/${game.code}?with=entries`);
      const { data, entries } = body as { data: { version: number }; entries: Square[] };
      return stateOf(data.version, entries);
    };
    const storm = (label: string, squareOf: (index: number) => number) =>
      stormOnce(label, clients, squareOf, d1State, maxOneWay);
    const [sameSquare, ...ownSquares] = game.entryIds;
    return [
      await storm("same square", () => sameSquare!),
      await storm("own squares", (index) => ownSquares[index]!),
    ];
  } finally {
    await closeSockets(clients.flatMap((client) => (client.openSocket ? [client.openSocket] : [])));
  }
}

async function stormOnce(
  label: string,
  clients: StormClient[],
  squareOf: (index: number) => number,
  d1State: () => Promise<string>,
  maxOneWayMs: number,
): Promise<StormResult> {
  for (const client of clients) client.resetCounts();
  const startAt = performance.now() + 100;
  const sentAt: number[] = [];
  const answers: number[] = [];
  const statuses = await Promise.all(
    clients.map(async (client, index) => {
      await sleep(Math.max(0, startAt + Math.random() * STORM_WINDOW_MS - performance.now()));
      const tappedAt = performance.now();
      sentAt.push(tappedAt);
      const status = await client.tap(squareOf(index), true);
      answers.push(performance.now() - tappedAt);
      return status;
    }),
  );
  // Over once nobody has a read or mark on its way and no message came for a while: long
  // enough for anything still travelling to the farthest region to arrive.
  const quietMs = 500 + 2 * maxOneWayMs;
  await until(
    () => clients.every((client) => !client.isBusy) && performance.now() - lastActivity(clients) >= quietMs,
    "the storm to settle",
  );
  const settledMs = lastActivity(clients) - Math.min(...sentAt);

  const d1 = await d1State();
  const endStates = clients.map((client) => stateOf(client.version, client.squares.values()));
  const sum = (pick: (counts: StormCounts) => number) => clients.reduce((total, client) => total + pick(client.counts), 0);
  answers.sort((a, b) => a - b);
  return {
    label,
    clients: clients.length,
    spreadMs: Math.max(...sentAt) - Math.min(...sentAt),
    accepted: statuses.filter((status) => status === 200).length,
    superseded: sum((counts) => counts.superseded),
    answerP50: percentile(answers, 0.5),
    answerMax: answers.at(-1)!,
    clientsWithSocketGap: clients.filter((client) => client.counts.socketGaps > 0).length,
    clientsThatRead: clients.filter((client) => client.counts.reads > 0).length,
    counts: {
      socketGaps: sum((counts) => counts.socketGaps),
      presenceAhead: sum((counts) => counts.presenceAhead),
      answerGaps: sum((counts) => counts.answerGaps),
      superseded: sum((counts) => counts.superseded),
      reads: sum((counts) => counts.reads),
    },
    clientsAsD1: endStates.filter((state) => state === d1).length,
    endStates: new Set(endStates).size,
    settledMs,
  };
}

const lastActivity = (clients: StormClient[]) => Math.max(...clients.map((client) => client.lastActivityAt));

async function until(condition: () => boolean, what: string): Promise<void> {
  const deadline = performance.now() + SETTLE_TIMEOUT_MS;
  while (!condition()) {
    if (performance.now() > deadline) throw new Error(`storm: waited ${SETTLE_TIMEOUT_MS} ms for ${what} in vain`);
    await sleep(50);
  }
}
