import type { RealtimeMessage } from "../../shared/realtime-messages";
import { CLOSE_LEFT_GAME, HEARTBEAT_MS, PING_MESSAGE, isPayloadMessage } from "../../shared/realtime-messages";
import { apiRequest } from "../api/api-client";
import { syncGame } from "./game-api";
import { gameStore } from "./game-store";
import { GIVE_UP_AFTER_MS, reconnectDelay } from "./reconnect-delay";

/** How long a connection must stay open before its drop starts the back-off afresh. */
const STABLE_CONNECTION_MS = 10_000;

/** "left": the room closed the socket because we are no longer a player in the game. */
export type SocketStatus = "connecting" | "open" | "reconnecting" | "failed" | "left";

/**
 * One game's live connection (DESIGN.md, Realtime). Each connect fetches a fresh one-time
 * ticket with a fresh ID token; every (re)open and every version gap resyncs the game
 * from the API, so a dropped message can never leave a board wrong.
 */
export class GameSocket {
  private socket: WebSocket | null = null;
  private attempt = 0;
  private failingSince: number | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private stopWaitingForNetwork = () => {};
  private heartbeat: ReturnType<typeof setInterval> | undefined;
  private stopped = false;

  constructor(
    private readonly code: string,
    private readonly onStatus: (status: SocketStatus) => void,
  ) {}

  start() {
    this.stopped = false;
    void this.connect();
  }

  stop() {
    this.stopped = true;
    clearTimeout(this.timer);
    this.stopWaitingForNetwork();
    clearInterval(this.heartbeat);
    const socket = this.socket;
    this.socket = null;
    if (socket?.readyState === WebSocket.CONNECTING) {
      // Closing now would abort the handshake without a close frame: a room that had
      // already accepted the socket would show us online until it noticed the silence.
      socket.addEventListener("open", () => socket.close(1000, "Leaving the game"));
    } else {
      socket?.close(1000, "Leaving the game");
    }
  }

  private async connect() {
    if (this.stopped) return;
    this.onStatus(this.attempt === 0 ? "connecting" : "reconnecting");
    let ticket: string;
    try {
      ({ ticket } = (
        await apiRequest<{ ticket: string }>(`games/${this.code}/socket-ticket`, { method: "POST" })
      ).data);
    } catch {
      return this.retry();
    }
    if (this.stopped) return;

    const scheme = window.location.protocol === "https:" ? "wss" : "ws";
    const socket = new WebSocket(
      `${scheme}://${window.location.host}/api/v1/games/${this.code}/socket?ticket=${encodeURIComponent(ticket)}`,
    );
    this.socket = socket;
    let openedAt: number | null = null;
    socket.addEventListener("open", () => {
      if (this.socket !== socket) return; // stopped while connecting
      openedAt = Date.now();
      this.onStatus("open");
      clearInterval(this.heartbeat);
      this.heartbeat = setInterval(() => socket.readyState === WebSocket.OPEN && socket.send(PING_MESSAGE), HEARTBEAT_MS);
      void this.resync();
    });
    socket.addEventListener("message", (event) => this.receive(event.data));
    socket.addEventListener("close", (event) => {
      clearInterval(this.heartbeat);
      if (this.socket !== socket) return;
      if (event.code === CLOSE_LEFT_GAME) {
        // Not a member any more: no ticket would be given, so there is nothing to retry.
        this.stopped = true;
        this.onStatus("left");
        return;
      }
      // Only a connection that held counts as a success: one the server accepts and drops
      // at once must back off and, in the end, give up like any other failure.
      if (openedAt !== null && Date.now() - openedAt >= STABLE_CONNECTION_MS) {
        this.attempt = 0;
        this.failingSince = null;
      }
      this.retry();
    });
  }

  private retry() {
    if (this.stopped) return;
    this.failingSince ??= Date.now();
    if (Date.now() - this.failingSince > GIVE_UP_AFTER_MS) {
      this.onStatus("failed");
      return;
    }
    this.onStatus("reconnecting");
    this.waitThenConnect(reconnectDelay(this.attempt));
    this.attempt += 1;
  }

  /** The back-off, cut short when the browser says the network is back: no marks missed meanwhile. */
  private waitThenConnect(delayMs: number) {
    const connectNow = () => {
      clearTimeout(this.timer);
      this.stopWaitingForNetwork();
      void this.connect();
    };
    this.timer = setTimeout(connectNow, delayMs);
    globalThis.addEventListener?.("online", connectNow);
    this.stopWaitingForNetwork = () => globalThis.removeEventListener?.("online", connectNow);
  }

  private async resync() {
    try {
      await syncGame(this.code, { force: true });
    } catch {
      // The next message or reconnect tries again.
    }
  }

  private receive(raw: unknown) {
    if (typeof raw !== "string") return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      return;
    }
    if (typeof parsed !== "object" || parsed === null || !("event" in parsed)) return; // a pong
    this.apply(parsed as RealtimeMessage);
  }

  private apply(message: RealtimeMessage) {
    const store = gameStore(this.code);
    if (isPayloadMessage(message)) {
      const presence = message.data.onlinePlayers?.[0];
      if (presence) store.setOnline(presence.players);
    }
    // A version we skipped means a change we never saw: read the whole game again.
    if (store.hasGapBefore(message.version)) return void this.resync();

    if (isPayloadMessage(message)) {
      const { games, players, entries } = message.data;
      for (const game of games ?? []) store.upsertGame(game, message.version);
      if (players?.length) store.upsertPlayers(players, message.version);
      if (entries?.length) store.upsertEntries(entries, message.version);
    } else if (message.data.entries?.length) {
      store.removeEntries(message.data.entries, message.version);
    }
  }
}
