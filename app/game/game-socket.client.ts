import { CLIENT_VERSION_PARAM, CLOSE_LEFT_GAME, HEARTBEAT_MS, PING_MESSAGE } from "../../shared/realtime-messages";
import { apiRequest, ApiRequestError } from "../api/api-client";
import { backOffDelay, onBrowserWake, waitOrWake } from "../api/back-off";
import { SOCKET_TICKET_TIMEOUT_MS, syncGame, takeSocketTicket } from "./game-api";
import { gameStore } from "./game-store";
import { applyRealtimeMessage, isMarkAnswer, parseRealtimeFrame } from "./realtime-protocol";
import { closeMarkChannel, openMarkChannel, receiveMarkAnswer, type MarkChannel } from "./socket-marks";
import { isTableMessage } from "../../shared/table-talk";
import { closeTableChannel, openTableChannel, tableStore } from "./table-talk-store";

/** How long a connection must stay open before its drop starts the back-off afresh. */
const STABLE_CONNECTION_MS = 10_000;
/** When the page wakes, how long an open socket has to answer a ping before it counts as dead. */
const WAKE_ANSWER_MS = 5_000;

/**
 * "failed": the session itself is gone (signed out, token refused), so no retry can help.
 * "left": we are no longer a player in the game (for a TV view: its key no longer opens it).
 */
export type SocketStatus = "connecting" | "open" | "reconnecting" | "failed" | "left";

/**
 * Who connects, and how: where one try's socket goes, and how the whole game is read again.
 * A player's is the default (a one-time ticket, the player's reads); a TV view brings its
 * own (its viewer key, its read: app/tv/viewer-socket-link.ts, docs/decisions/018-tv-view.md).
 */
export interface SocketLink {
  /** The URL of one try's socket; an ApiRequestError when we are refused. */
  socketUrl(): Promise<string>;
  /** Reads the whole game again into its store; an ApiRequestError 404 when it no longer has us. */
  resync(): Promise<void>;
}

/** The socket URL of a game with this query, on the page's own host (wss: on an https: page). */
export function gameSocketUrl(code: string, query: string): string {
  const scheme = window.location.protocol === "https:" ? "wss" : "ws";
  return `${scheme}://${window.location.host}/api/v1/games/${code}/socket?${query}`;
}

/**
 * A player's link: a fresh one-time ticket (with a fresh ID token) per try, the player's reads.
 * The URL says which version of the game the store holds: a room that holds its game sends the
 * whole game first if it is at another one, so a reconnect needs no read (docs/api.md).
 */
export function playerSocketLink(code: string): SocketLink {
  return {
    async socketUrl() {
      // Bounded: on patchy Wi-Fi a request can go unanswered for minutes before the phone
      // notices, and the socket would wait that long for its next try.
      const ticketRequest = { method: "POST" as const, timeoutMs: SOCKET_TICKET_TIMEOUT_MS };
      // The ticket a join's answer brought, or one asked for beside the screen's read: one round
      // trip fewer to the game going live.
      const ticket =
        (await takeSocketTicket(code)) ??
        (await apiRequest<{ ticket: string }>(`games/${code}/socket-ticket`, ticketRequest)).data.ticket;
      const held = gameStore(code).getSnapshot().version;
      const have = held >= 0 ? `&${CLIENT_VERSION_PARAM}=${held}` : "";
      return gameSocketUrl(code, `ticket=${encodeURIComponent(ticket)}${have}`);
    },
    async resync() {
      await syncGame(code, { force: true });
    },
  };
}

/**
 * One game's live connection (DESIGN.md, Realtime): the transport only; what a message
 * means is `realtime-protocol.ts`. Each connect fetches a fresh one-time ticket with a
 * fresh ID token; every reopen and every version gap catches the store up, so a dropped
 * message can never leave a board wrong: a reopen from the whole game the room sends first
 * (where it holds the game: docs/decisions/020), else by reading it from the API. The first
 * open, on the first try, reads nothing: the screen has just read the game (or the join
 * answered it), and the room's first message to a newcomer is presence stamped with the
 * game's version, which sets off the read if anything changed since (docs/decisions/005). It
 * never gives up on the network while the page is open: back-off forever, cut short when the
 * browser wakes. It also carries the player's marks while open (socket-marks.ts).
 */
export class GameSocket {
  private socket: WebSocket | null = null;
  /** The open socket's way for marks (socket-marks.ts), while it is open. */
  private markChannel: MarkChannel | null = null;
  private attempt = 0;
  /** Whether a socket of ours has opened, or a try failed: from then on every open catches up. */
  private mayHaveMissedChanges = false;
  /**
   * An open that may have missed changes, waiting for the room's first message: the whole game
   * (from a room that holds it) catches the store up; anything else sets off a read.
   */
  private awaitingWelcome = false;
  private stopped = false;
  private heartbeat: ReturnType<typeof setInterval> | undefined;
  private answerTimer: ReturnType<typeof setTimeout> | undefined;
  private waiting = new AbortController();
  private stopWatchingWake = () => {};
  /** A resync on its way, and whether another gap asked for one more after it. */
  private resyncState: "idle" | "reading" | "again" = "idle";

  constructor(
    private readonly code: string,
    private readonly onStatus: (status: SocketStatus) => void,
    private readonly link: SocketLink = playerSocketLink(code),
  ) {}

  start() {
    this.stopped = false;
    this.stopWatchingWake = onBrowserWake(() => this.checkAlive());
    void this.connect();
  }

  stop() {
    this.end();
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

  /** No more tries, timers or listeners. */
  private end(status?: "failed" | "left") {
    this.stopped = true;
    this.waiting.abort();
    this.stopWatchingWake();
    clearInterval(this.heartbeat);
    this.stopAwaitingAnswer();
    this.stopMarks();
    if (status) this.onStatus(status);
  }

  private async connect() {
    if (this.stopped) return;
    this.onStatus(this.attempt === 0 ? "connecting" : "reconnecting");
    let url: string;
    try {
      url = await this.link.socketUrl();
    } catch (error) {
      if (this.stopped) return;
      return this.refused(error);
    }
    if (this.stopped) return;

    const socket = new WebSocket(url);
    this.socket = socket;
    let openedAt: number | null = null;
    socket.addEventListener("open", () => {
      if (this.socket !== socket) return; // stopped while connecting
      openedAt = Date.now();
      this.takeMarksOver(socket);
      this.onStatus("open");
      clearInterval(this.heartbeat);
      this.heartbeat = setInterval(() => socket.readyState === WebSocket.OPEN && socket.send(PING_MESSAGE), HEARTBEAT_MS);
      this.awaitingWelcome = this.mayHaveMissedChanges;
      this.mayHaveMissedChanges = true;
    });
    socket.addEventListener("message", (event) => {
      if (this.socket !== socket) return;
      this.stopAwaitingAnswer(); // any frame, a pong included, shows the socket is alive
      this.receive(event.data);
    });
    socket.addEventListener("close", (event) => {
      if (this.socket !== socket) return;
      clearInterval(this.heartbeat);
      this.stopAwaitingAnswer();
      this.stopMarks();
      // Not a member any more: no ticket would be given, so there is nothing to retry.
      if (event.code === CLOSE_LEFT_GAME) return this.end("left");
      // Only a connection that held counts as a success: one the server accepts and drops
      // at once keeps backing off like any other failure.
      if (openedAt !== null && Date.now() - openedAt >= STABLE_CONNECTION_MS) this.attempt = 0;
      void this.retry();
    });
  }

  /**
   * A ticket refused for good ends the connection; anything else (no network, a server
   * error, a rate limit) is tried again. SPEC's 'session timed out' is for a session that
   * cannot come back: no token can be had (signed out, or refused), not a network gap.
   */
  private refused(error: unknown) {
    if (!(error instanceof ApiRequestError) || error.status === 401) return this.end("failed");
    if (error.status === 404) return this.end("left"); // the game no longer has us
    void this.retry();
  }

  private async retry() {
    if (this.stopped) return;
    this.mayHaveMissedChanges = true;
    this.onStatus("reconnecting");
    const delayMs = backOffDelay(this.attempt);
    this.attempt += 1;
    this.waiting = new AbortController();
    await waitOrWake(delayMs, this.waiting.signal);
    void this.connect();
  }

  /**
   * After the page wakes (a phone out of a pocket), an open socket may be dead without
   * knowing it: TCP can take minutes to notice. It must answer a ping at once, or it is
   * replaced by a new connection (which resyncs).
   */
  private checkAlive() {
    const socket = this.socket;
    if (this.stopped || socket?.readyState !== WebSocket.OPEN || this.answerTimer !== undefined) return;
    socket.send(PING_MESSAGE);
    this.answerTimer = setTimeout(() => {
      this.answerTimer = undefined;
      if (this.socket !== socket) return;
      this.socket = null;
      clearInterval(this.heartbeat);
      this.stopMarks();
      socket.close(1000, "No answer");
      void this.retry();
    }, WAKE_ANSWER_MS);
  }

  private takeMarksOver(socket: WebSocket) {
    this.stopMarks();
    this.markChannel = { send: (text) => socket.send(text) };
    openMarkChannel(this.code, this.markChannel);
    openTableChannel(this.code, this.markChannel.send);
  }

  /** Marks waiting on this socket go as PUTs at once, and new ones too until it reopens. */
  private stopMarks() {
    if (this.markChannel) {
      closeMarkChannel(this.code, this.markChannel);
      closeTableChannel(this.code);
    }
    this.markChannel = null;
  }

  private stopAwaitingAnswer() {
    clearTimeout(this.answerTimer);
    this.answerTimer = undefined;
  }

  /**
   * Reads the whole game again, once at a time: gaps noticed while a read is on its way
   * ask for one more read after it, not one each. A failed read (a server error, a rate
   * limit, a lost connection) is tried again with the back-off until it succeeds: it may
   * have been set off by the last change of the game, after which no message would ever
   * bring the screen up to date.
   */
  private async resync() {
    if (this.resyncState !== "idle") {
      this.resyncState = "again";
      return;
    }
    for (let failures = 0; !this.stopped; ) {
      this.resyncState = "reading";
      try {
        await this.link.resync();
        failures = 0;
        if ((this.resyncState as string) !== "again") break;
      } catch (error) {
        // The game no longer has us (a full practice game let us go, the host removed us):
        // the room's last message to us may have come behind a gap, so this read is what says so.
        if (error instanceof ApiRequestError && error.status === 404) {
          this.resyncState = "idle";
          this.stop();
          this.onStatus("left");
          return;
        }
        const retryAfterMs = error instanceof ApiRequestError ? (error.retryAfterSeconds ?? 0) * 1000 : 0;
        await waitOrWake(Math.max(retryAfterMs, backOffDelay(failures)), this.waiting.signal);
        failures += 1;
      }
    }
    this.resyncState = "idle";
  }

  private receive(raw: unknown) {
    const message = parseRealtimeFrame(raw);
    if (!message) return;
    if (isMarkAnswer(message)) return receiveMarkAnswer(message);
    // The table's talk (docs/decisions/030): unversioned, beside the game's store.
    if (isTableMessage(message)) return tableStore(this.code).receive(message);
    const applied = applyRealtimeMessage(gameStore(this.code), message);
    // After a reopen that may have missed changes, only the room's whole game catches the store up.
    const caughtUp = applied === "whole" || (applied === "applied" && !this.awaitingWelcome);
    this.awaitingWelcome = false;
    if (!caughtUp) void this.resync();
  }
}
