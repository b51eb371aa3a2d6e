/**
 * bench:global's timed paths, each walked as the web app walks it, by people in every region:
 * creating a game, joining one until its socket is live (the socket connect inside it), and
 * a mark's own answer and its arrival on other players' sockets.
 */
import type WebSocket from "ws";
import { closeSockets, inBatches } from "./bench-sockets.ts";
import type { Region } from "./global-regions.ts";
import { RegionPlayer } from "./region-player.ts";
import { VersionArrivals } from "./version-arrivals.ts";

/** The longest any one awaited answer or message may take before the run fails. */
const WAIT_MS = 20_000;
/** Untimed first rounds per region: no path is timed while its code is still cold. */
const WARM_UP = 1;
/** The rules' minimum to start a game (shared/constants.ts, which is the Worker's program). */
export const ENTRIES_TO_START = 24;
/** Predictions added at once while setting a game up (not timed). */
const ENTRY_BATCH = 6;

let people = 0;

/** A new person in `region`; `role` names them in screen names and uids. */
export function newPerson(region: Region, run: string, role: string): RegionPlayer {
  people += 1;
  return new RegionPlayer(region, `global-${run}-${role}-${people}`, `${region.name} ${role} ${people}`);
}

export interface BenchGame {
  code: string;
  entryIds: number[];
  host: RegionPlayer;
}

/** A game in SETUP made by `host`, with `entries` predictions in it. */
export async function gameWithEntries(host: RegionPlayer, name: string, entries: number): Promise<BenchGame> {
  const created = await host.call<{ code: string }>("POST", "/games", { screenName: host.screenName, gameName: name });
  const { code } = created.body.data;
  const numbers = Array.from({ length: entries }, (_, index) => index + 1);
  const entryIds = await inBatches(numbers, ENTRY_BATCH, async (number) => {
    const added = await host.call<{ id: number }>("POST", "/entries", { gameCode: code, text: `Prediction ${number}` });
    return added.body.data.id;
  });
  return { code, entryIds, host };
}

/** PUT start-game by the host (a PUT's refusal does not throw by itself: local-api.ts). */
export async function startGame(game: BenchGame): Promise<void> {
  const started = await game.host.call("PUT", `/games/${game.code}/start-game`);
  if (started.status !== 200) throw new Error(`start-game: ${started.status} ${JSON.stringify(started.body)}`);
}

/** Runs `measure` WARM_UP + `samples` times in each region, the regions side by side; keeps the timed ones. */
async function perRegion<T>(regions: Region[], samples: number, measure: (region: Region) => Promise<T>) {
  const results = await Promise.all(
    regions.map(async (region) => {
      const timed: T[] = [];
      for (let index = 0; index < WARM_UP + samples; index += 1) {
        const result = await measure(region);
        if (index >= WARM_UP) timed.push(result);
      }
      return [region.name, timed] as const;
    }),
  );
  return new Map(results);
}

/** POST /games by a new person (their first game is free) until its answer. */
export function timeCreates(regions: Region[], run: string, samples: number): Promise<Map<string, number[]>> {
  return perRegion(regions, samples, async (region) => {
    const creator = newPerson(region, run, "creator");
    const startedAt = performance.now();
    await creator.call("POST", "/games", { screenName: creator.screenName, gameName: "Family bingo" });
    return performance.now() - startedAt;
  });
}

export interface JoinTimes {
  /** POST /games/join until its answer. */
  answer: number;
  /** POST /games/join until the socket's first message: the newcomer is live. */
  live: number;
  /** The join's answer until the socket's first message: the upgrade with the ticket the answer brought. */
  socketConnect: number;
}

/**
 * A new person joins `code` and opens its socket, as the join screen and then the game screen
 * do; the socket is closed again once live (in the background: leaving is not timed).
 */
export async function timeJoins(regions: Region[], code: string, run: string, samples: number) {
  const leaving: Array<Promise<void>> = [];
  const times = await perRegion(regions, samples, async (region): Promise<JoinTimes> => {
    const guest = newPerson(region, run, "guest");
    const startedAt = performance.now();
    const joined = await guest.call<unknown>("POST", "/games/join", { screenName: guest.screenName, code });
    const answeredAt = performance.now();
    const { socketTicket } = joined.body as { socketTicket?: string };
    if (!socketTicket) throw new Error(`${guest.screenName}: the join's answer brought no socket ticket`);
    let live: (at: number) => void = () => {};
    const firstMessage = new Promise<number>((resolve, reject) => {
      live = resolve;
      setTimeout(() => reject(new Error(`${guest.screenName}: no first message in ${WAIT_MS} ms`)), WAIT_MS).unref();
    });
    const socket = await guest.openGameSocket(code, (_message, at) => live(at), undefined, socketTicket);
    const liveAt = await firstMessage;
    leaving.push(closeSockets([socket]));
    return { answer: answeredAt - startedAt, live: liveAt - startedAt, socketConnect: liveAt - answeredAt };
  });
  await Promise.all(leaving);
  return times;
}

export interface MarkTimes {
  /** PUT /entries/{id} until its answer. */
  ownAnswer: number[];
  /** The same mark sent over the tapper's open socket until the room's mark-answer. */
  socketAnswer: number[];
  /** Receiver's region → tap until the mark's message on that receiver's socket. */
  toOthers: Map<string, number[]>;
}

/** A player with an open socket on the game, and what it has received. */
interface Connected {
  player: RegionPlayer;
  arrivals: VersionArrivals;
  socket: WebSocket;
}

/**
 * One tapper and one watcher per region join `game`, the host starts it and they all open
 * their sockets. Then, round after round, each region's tapper marks its own square (or
 * unmarks it, every other round) as the app sends it, and the tap is timed to its answer and
 * to its message on every watcher's socket; the next tap waits until every socket has it.
 */
export async function timeMarks(regions: Region[], game: BenchGame, run: string, samples: number) {
  const tappers = regions.map((region) => newPerson(region, run, "tapper"));
  const watchers = regions.map((region) => newPerson(region, run, "watcher"));
  const sockets: WebSocket[] = [];
  try {
    await Promise.all(
      [...tappers, ...watchers].map((player) =>
        player.call("POST", "/games/join", { screenName: player.screenName, code: game.code }),
      ),
    );
    await startGame(game);
    const connect = async (player: RegionPlayer): Promise<Connected> => {
      const arrivals = new VersionArrivals();
      const socket = await player.openGameSocket(game.code, arrivals.received);
      sockets.push(socket);
      return { player, arrivals, socket };
    };
    const tapping = await Promise.all(tappers.map(connect));
    const watching = await Promise.all(watchers.map(connect));
    const everyone = [...tapping, ...watching];
    // Timing starts once the presence burst of all those arrivals is over.
    await Promise.all(everyone.map(({ arrivals }) => arrivals.seesOnline(everyone.length, WAIT_MS)));

    const times = new Map<string, MarkTimes>(
      regions.map((region) => [
        region.name,
        { ownAnswer: [], socketAnswer: [], toOthers: new Map(regions.map(({ name }) => [name, []])) },
      ]),
    );
    // Twice the samples: half the taps go over the socket.
    for (let round = 0; round < WARM_UP + 2 * samples; round += 1) {
      for (const [index, tapper] of tapping.entries()) {
        // Every other pair of rounds over the socket: a mark and its unmark each way.
        const overSocket = Math.floor(round / 2) % 2 === 1;
        const tappedAt = performance.now();
        const version = await (overSocket ? tapOverSocket : tap)(tapper, game.entryIds[index]!, round % 2 === 0);
        const answeredAt = performance.now();
        const arrivedAt = await Promise.all(everyone.map(({ arrivals }) => arrivals.arrivalOf(version, WAIT_MS)));
        if (round < WARM_UP) continue;
        const regionTimes = times.get(tapper.player.region.name)!;
        (overSocket ? regionTimes.socketAnswer : regionTimes.ownAnswer).push(answeredAt - tappedAt);
        for (const [watcher, watcherRegion] of regions.entries()) {
          regionTimes.toOthers.get(watcherRegion.name)!.push(arrivedAt[tapping.length + watcher]! - tappedAt);
        }
      }
    }
    return times;
  } finally {
    await closeSockets(sockets);
  }
}

let markIds = 0;

/** The same mark over the tapper's open socket (docs/api.md, Realtime); resolves with the version it made. */
async function tapOverSocket({ player, arrivals, socket }: Connected, entryId: number, isMarked: boolean): Promise<number> {
  const id = `bench-${(markIds += 1)}`;
  socket.send(JSON.stringify({ type: "mark", id, entryId, isMarked, basedOnVersion: arrivals.latest }));
  const answer = await arrivals.answerOf(id, WAIT_MS);
  if (answer.version === undefined) throw new Error(`${player.screenName}'s mark over the socket: ${JSON.stringify(answer)}`);
  arrivals.latest = Math.max(arrivals.latest, answer.version);
  return answer.version;
}

/** PUT /entries/{id} as app/game/game-api.ts sends it; resolves with the version it made. */
async function tap({ player, arrivals }: Connected, entryId: number, isMarked: boolean): Promise<number> {
  const reply = await player.call("PUT", `/entries/${entryId}`, { isMarked, basedOnVersion: arrivals.latest });
  if (reply.status !== 200 || reply.body.version === undefined) {
    throw new Error(`${player.screenName}'s mark: ${reply.status} ${JSON.stringify(reply.body)}`);
  }
  arrivals.latest = Math.max(arrivals.latest, reply.body.version);
  return reply.body.version;
}

export interface ReconnectTimes {
  /** A phone back after missing a change: POST socket-ticket until its store holds the game again. */
  wholeInFirstMessage: number[];
  /** The same, the way the app caught up before (no `have`): presence, then GET the game and its entries. */
  readingAfter: number[];
}

/**
 * A returning player per region, in the started `game`: each sample the host marks (or
 * unmarks) a square while they are away (the regions side by side), then they reconnect as the app does, saying which
 * version they hold, and are timed until the room's whole game has arrived; then once more
 * the old way, reading the game and its entries (one call) after the socket's presence.
 */
export async function timeReconnects(regions: Region[], game: BenchGame, run: string, samples: number) {
  const returners = regions.map((region) => newPerson(region, run, "returner"));
  await Promise.all(returners.map((player) => player.call("POST", "/games/join", { screenName: player.screenName, code: game.code })));
  const times = new Map<string, ReconnectTimes>(regions.map((region) => [region.name, { wholeInFirstMessage: [], readingAfter: [] }]));
  const hostsSquare = game.entryIds.at(-1)!;
  // The regions side by side, as they create and join: each sample still misses a change.
  await Promise.all(returners.map(async (returner, index) => {
    const regionTimes = times.get(regions[index]!.name)!;
    for (let round = 0; round < WARM_UP + samples; round += 1) {
      for (const way of ["whole", "reading"] as const) {
        const { body } = await game.host.call<{ version: number }>("GET", `/games/${game.code}`);
        const held = body.data.version;
        // While they are away, the game moves on.
        await game.host.call("PUT", `/entries/${hostsSquare}`, { isMarked: (round + (way === "whole" ? 0 : 1)) % 2 === 0 });
        const startedAt = performance.now();
        let caughtUp: (at: number) => void = () => {};
        const arrived = new Promise<number>((resolve, reject) => {
          caughtUp = resolve;
          setTimeout(() => reject(new Error(`${returner.screenName}: not caught up in ${WAIT_MS} ms`)), WAIT_MS).unref();
        });
        const socket = await returner.openGameSocket(
          game.code,
          (message, at) => {
            if (way === "whole" ? (message.data as { whole?: true }).whole : true) caughtUp(at);
          },
          way === "whole" ? held : undefined,
        );
        let doneAt = await arrived;
        if (way === "reading") {
          await returner.call("GET", `/games/${game.code}?with=entries`);
          doneAt = performance.now();
        }
        await closeSockets([socket]);
        if (round >= WARM_UP) (way === "whole" ? regionTimes.wholeInFirstMessage : regionTimes.readingAfter).push(doneAt - startedAt);
      }
    }
  }));
  return times;
}
