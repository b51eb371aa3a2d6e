/**
 * bench:realtime's table of bytes (docs/decisions/033-room-deltas.md): what one change of each
 * kind sends each socket of a game of `players` players, every player connected once.
 *
 * A game of its own, in SETUP; then, one after another: the start, a mark, the rest of the
 * creator's first row and its Bingo, a lock, the removal of a player, the next round, and an
 * unlock that only closes the count. A socket receives a game's messages in version order, so
 * once every socket still open has a later version, all of an earlier one's bytes are in.
 * Presence is not counted: it carries the version but is no change of the game.
 */
import type WebSocket from "ws";
import { closeSockets, inBatches, openSocket } from "./bench-sockets.ts";
import { CONNECT_BATCH, gameInSetup } from "./game-room-clients.ts";
import type { ApiCall } from "./local-api.ts";

export interface ChangeBytes {
  kind: string;
  /** Sockets that heard it. */
  sockets: number;
  mean: number;
  max: number;
  /** Over every socket: what the room sent for it. */
  total: number;
}

const SETTLE_TIMEOUT_MS = 60_000;
/** A 5×5 board's first row: positions 0 to 4 (the free centre is on the third row). */
const FIRST_ROW = [0, 1, 2, 3, 4];

/** Per socket, the bytes of each version's messages, and the highest version it has seen. */
class ByteCounter {
  private readonly seen: Array<{ highest: number; bytes: Map<number, number>; open: boolean }> = [];
  private waiter: { version: number; done: () => void } | null = null;

  add(): number {
    this.seen.push({ highest: 0, bytes: new Map(), open: true });
    return this.seen.length - 1;
  }

  received(client: number, version: number, isPresence: boolean, bytes: number): void {
    const socket = this.seen[client]!;
    socket.highest = Math.max(socket.highest, version);
    if (!isPresence) socket.bytes.set(version, (socket.bytes.get(version) ?? 0) + bytes);
    this.check();
  }

  closed(client: number): void {
    this.seen[client]!.open = false;
    this.check();
  }

  /** Resolves once every open socket has seen `version` or a later one. */
  allHave(version: number): Promise<void> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`not every socket heard version ${version}`)), SETTLE_TIMEOUT_MS);
      this.waiter = {
        version,
        done: () => {
          clearTimeout(timer);
          resolve();
        },
      };
      this.check();
    });
  }

  private check() {
    if (this.waiter && this.seen.every((socket) => !socket.open || socket.highest >= this.waiter!.version)) {
      const { done } = this.waiter;
      this.waiter = null;
      done();
    }
  }

  of(kind: string, version: number): ChangeBytes {
    const sizes = this.seen.flatMap((socket) => {
      const bytes = socket.bytes.get(version);
      return bytes === undefined ? [] : [bytes];
    });
    const total = sizes.reduce((sum, size) => sum + size, 0);
    return { kind, sockets: sizes.length, mean: sizes.length ? total / sizes.length : 0, max: Math.max(0, ...sizes), total };
  }
}

export async function measureChangeBytes(call: ApiCall, baseUrl: URL, run: string, players: number): Promise<ChangeBytes[]> {
  const game = await gameInSetup(call, `${run}-bytes`, players);
  const { code } = game;
  const creator = game.tokens[0]!;
  const counter = new ByteCounter();
  const sockets: WebSocket[] = await inBatches(game.tokens, CONNECT_BATCH, async (token) => {
    const { body } = await call<{ ticket: string }>(token, "POST", `/games/${code}/socket-ticket`);
    const url = new URL(`/api/v1/games/${code}/socket`, baseUrl);
    url.protocol = "ws:";
    url.searchParams.set("ticket", body.data.ticket);
    const client = counter.add();
    const socket = await openSocket(url.href, baseUrl.origin, (message, _at, bytes) =>
      counter.received(client, message.version, message.data.onlinePlayers !== undefined, bytes),
    );
    socket.once("close", () => counter.closed(client));
    return socket;
  });
  try {
    const changed: Array<{ kind: string; version: number }> = [];
    const change = async (kind: string, method: string, path: string, body?: unknown) => {
      const reply = await call<{ version: number }>(creator, method, path, body);
      if (reply.status !== 200) throw new Error(`${kind}: ${reply.status} ${JSON.stringify(reply.body)}`);
      const version = reply.body.version ?? reply.body.data.version;
      if (kind) changed.push({ kind, version });
      return reply;
    };
    await change("start", "PUT", `/games/${code}/start-game`);
    const own = await call<{ players: Array<{ code: string; isMe?: true; boardEntries?: number[] }> }>(creator, "GET", `/games/${code}`);
    const row = FIRST_ROW.map((position) => own.body.data.players.find((player) => player.isMe)!.boardEntries![position]!);
    for (const [index, entryId] of row.entries()) {
      await change(index === 0 ? "mark" : "", "PUT", `/entries/${entryId}`, { isMarked: true });
    }
    await change("Bingo", "PUT", `/games/${code}/call-bingo`);
    await change("lock", "PUT", `/games/${code}/lock`, { locked: true });
    const leaving = own.body.data.players.at(-1)!;
    await change("removal", "DELETE", `/games/${code}/players/${leaving.code}`);
    await change("round", "POST", `/games/${code}/rounds`, { after: 1 });
    const last = await change("", "PUT", `/games/${code}/lock`, { locked: false });
    await counter.allHave((last.body.data as { version: number }).version);
    return changed.map(({ kind, version }) => counter.of(kind, version));
  } finally {
    await closeSockets(sockets);
  }
}

/** The table bench:realtime prints. */
export function bytesTable(players: number, rows: ChangeBytes[]): string {
  const kb = (bytes: number) => (bytes / 1024).toFixed(bytes < 10 * 1024 ? 2 : 1);
  const header = ["change", "sockets", "KB a socket (mean)", "KB a socket (max)", "KB in all"];
  const lines = rows.map((row) => [row.kind, String(row.sockets), kb(row.mean), kb(row.max), kb(row.total)]);
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column]!.length)));
  const format = (cells: string[]) => `| ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join(" | ")} |`;
  const rule = `|${widths.map((width, column) => (column === 0 ? "-".repeat(width + 2) : `${"-".repeat(width + 1)}:`)).join("|")}|`;
  return [`Bytes sent per change, ${players} players each with one socket:`, format(header), rule, ...lines.map(format)].join("\n");
}
