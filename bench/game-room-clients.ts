/**
 * The GameRoom side of bench:realtime: one started game on a locally running Worker,
 * every client its own player with its own socket, and one of them (the creator) marking.
 */
import type WebSocket from "ws";
import { closeSockets, inBatches, openSocket } from "./bench-sockets.ts";
import type { FanOutTally } from "./fan-out-tally.ts";
import { emulatorToken, type ApiCall } from "./local-api.ts";

/** The rules' minimum to start a game. */
const ENTRIES = 24;
/** Joins and connects in flight at once: enough to be quick, few enough for one dev server. */
const JOIN_BATCH = 10;
export const CONNECT_BATCH = 25;

export interface BenchGame {
  code: string;
  entryIds: number[];
  /** One identity per client; the first is the creator, who marks. */
  tokens: string[];
}

/** A game in PLAY with `players` players (the creator included). */
export async function startedGame(call: ApiCall, run: string, players: number): Promise<BenchGame> {
  const game = await gameInSetup(call, run, players);
  const started = await call(game.tokens[0]!, "PUT", `/games/${game.code}/start-game`);
  if (started.status !== 200) throw new Error(`start-game: ${started.status} ${JSON.stringify(started.body)}`);
  return game;
}

/** A game in SETUP with `players` players (the creator included) and the entries to start it. */
export async function gameInSetup(call: ApiCall, run: string, players: number): Promise<BenchGame> {
  const creator = emulatorToken(`bench-rt-${run}-creator`);
  const created = await call<{ code: string }>(creator, "POST", "/games", {
    screenName: "Bench host",
    gameName: `Realtime benchmark ${run}`,
  });
  const { code } = created.body.data;
  const entryIds: number[] = [];
  for (let index = 1; index <= ENTRIES; index += 1) {
    const added = await call<{ id: number }>(creator, "POST", "/entries", { gameCode: code, text: `Prediction ${index}` });
    entryIds.push(added.body.data.id);
  }
  const joiners = Array.from({ length: players - 1 }, (_, index) => index + 1);
  const tokens = await inBatches(joiners, JOIN_BATCH, async (index) => {
    const token = emulatorToken(`bench-rt-${run}-player-${index}`);
    await call(token, "POST", "/games/join", { screenName: `Player ${index}`, code });
    return token;
  });
  return { code, entryIds, tokens: [creator, ...tokens] };
}

/** The room's answer to a mark sent over a socket (docs/api.md, *Marks over the socket*). */
interface MarkAnswer {
  id: string;
  version?: number;
  entry?: unknown;
  refusal?: unknown;
}

/** The game's sockets, and who each of them last saw online. */
export class GameRoomClients {
  private readonly sockets: WebSocket[] = [];
  private readonly onlineSeen: number[] = [];
  private online = { target: 0, reached: 0, done: () => {} };
  private marks = 0;
  private markAnswered: ((answer: MarkAnswer) => void) | null = null;
  /** The socket whose player made the last mark over a socket, and unmarks it next. */
  private marker = 0;
  /** The entry of the last mark, as the API answered it: the floor sends the same. */
  lastMarkedEntry: unknown = null;
  // Plain fields, not parameter properties: Node's type stripping cannot run those.
  private readonly call: ApiCall;
  private readonly baseUrl: URL;
  private readonly game: BenchGame;
  private readonly tally: FanOutTally;

  constructor(call: ApiCall, baseUrl: URL, game: BenchGame, tally: FanOutTally) {
    this.call = call;
    this.baseUrl = baseUrl;
    this.game = game;
    this.tally = tally;
  }

  get count(): number {
    return this.sockets.length;
  }

  /** Connects the next players, up to `total` sockets, each with its own one-time ticket. */
  async connectUpTo(total: number): Promise<void> {
    const next = this.game.tokens.slice(this.sockets.length, total);
    const opened = await inBatches(next, CONNECT_BATCH, (token) => this.connect(token));
    this.sockets.push(...opened);
  }

  private async connect(token: string): Promise<WebSocket> {
    const { code } = this.game;
    const { body } = await this.call<{ ticket: string }>(token, "POST", `/games/${code}/socket-ticket`);
    const url = new URL(`/api/v1/games/${code}/socket`, this.baseUrl);
    url.protocol = "ws:";
    url.searchParams.set("ticket", body.data.ticket);
    const client = this.tally.addClient();
    this.onlineSeen[client] = 0;
    // The Worker only upgrades for the app's own origin (cross-site WebSocket hijacking guard).
    return openSocket(url.href, this.baseUrl.origin, (message, at) => {
      if (message.event === "mark-answer") return this.markAnswered?.(message as unknown as MarkAnswer);
      const isMark = message.event === "game-ws-payload" && message.data.entries !== undefined;
      this.tally.received(client, message.version, isMark, at);
      if (message.event === "game-ws-payload" && message.data.onlinePlayers) {
        this.sawOnline(client, message.data.onlinePlayers[0]?.players.length ?? 0);
      }
    });
  }

  /**
   * Resolves once every socket has been told that `count` players are online: then the
   * burst of presence messages that connecting causes is over, and timing can start.
   */
  everyoneSeesOnline(count: number, timeoutMs: number): Promise<void> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`only ${this.online.reached} of ${this.count} sockets saw ${count} online`)),
        timeoutMs,
      );
      const done = () => {
        clearTimeout(timer);
        resolve();
      };
      this.online = { target: count, reached: this.onlineSeen.filter((seen) => seen >= count).length, done };
      if (this.online.reached === this.count) done();
    });
  }

  private sawOnline(client: number, players: number) {
    const before = this.onlineSeen[client]!;
    this.onlineSeen[client] = players;
    const { target } = this.online;
    if (target > 0 && before < target && players >= target) {
      this.online.reached += 1;
      if (this.online.reached === this.count) this.online.done();
    }
  }

  /** The creator marks, then unmarks, each entry in turn; resolves with the version made. */
  async mark(): Promise<number> {
    const entryId = this.game.entryIds[Math.floor(this.marks / 2) % this.game.entryIds.length]!;
    const isMarked = this.marks % 2 === 0;
    this.marks += 1;
    const reply = await this.call(this.game.tokens[0]!, "PUT", `/entries/${entryId}`, { isMarked });
    if (reply.status !== 200 || reply.body.version === undefined) {
      throw new Error(`mark ${entryId}: ${reply.status} ${JSON.stringify(reply.body)}`);
    }
    this.lastMarkedEntry = reply.body.data;
    return reply.body.version;
  }

  /**
   * A mark over a player's socket, as the web app sends its marks (docs/api.md, *Marks over the
   * socket*); resolves with the version of its `mark-answer`, which the room sends after the
   * change's broadcast. The players take turns, each marking an entry and then unmarking it
   * (only the marker or the host may), so that no one of them runs into the room's limits of
   * a socket's messages and a person's marks, which stay as they are in production.
   */
  markOverSocket(): Promise<number> {
    const entryId = this.game.entryIds[Math.floor(this.marks / 2) % this.game.entryIds.length]!;
    const isMarked = this.marks % 2 === 0;
    if (isMarked) this.marker = Math.floor(this.marks / 2) % this.sockets.length;
    const socket = this.sockets[this.marker];
    if (!socket) throw new Error("no socket connected to mark from");
    this.marks += 1;
    const id = `bench-${this.marks}`;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`mark ${id}: no answer within 10 s`)), 10_000);
      this.markAnswered = (answer) => {
        if (answer.id !== id) return;
        clearTimeout(timer);
        this.markAnswered = null;
        if (answer.version === undefined) return reject(new Error(`mark ${entryId}: ${JSON.stringify(answer)}`));
        this.lastMarkedEntry = answer.entry;
        resolve(answer.version);
      };
      socket.send(JSON.stringify({ type: "mark", id, entryId, isMarked }));
    });
  }

  close(): Promise<void> {
    return closeSockets(this.sockets);
  }
}
