/**
 * A browser WebSocket stand-in for unit tests (install with `vi.stubGlobal("WebSocket",
 * FakeWebSocket)`). The code under test sees the real API surface it uses; the test plays
 * the server with open(), receive() and drop().
 */
type Listener = (event: { type: string; data?: unknown; code?: number }) => void;

export class FakeWebSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;

  /** Every socket made since the last reset, oldest first. */
  static instances: FakeWebSocket[] = [];
  /** When set, each new socket fails its handshake (closes, 1006) right after it is made. */
  static refuse = false;
  /** When set, each new socket opens and is dropped by the server right away. */
  static dropOnOpen = false;

  static reset() {
    FakeWebSocket.instances = [];
    FakeWebSocket.refuse = false;
    FakeWebSocket.dropOnOpen = false;
  }

  static last(): FakeWebSocket {
    const socket = FakeWebSocket.instances.at(-1);
    if (!socket) throw new Error("no WebSocket was made");
    return socket;
  }

  readyState: number = FakeWebSocket.CONNECTING;
  readonly sent: string[] = [];
  /** Each close() call, with the state the socket was in when it was called. */
  readonly closeCalls: { code?: number; reason?: string; readyState: number }[] = [];
  private readonly listeners = new Map<string, Listener[]>();

  constructor(readonly url: string) {
    FakeWebSocket.instances.push(this);
    if (FakeWebSocket.refuse) queueMicrotask(() => this.drop());
    if (FakeWebSocket.dropOnOpen) {
      queueMicrotask(() => {
        this.open();
        this.drop(1011);
      });
    }
  }

  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  send(data: string) {
    if (this.readyState !== FakeWebSocket.OPEN) throw new Error("send() on a socket that is not open");
    this.sent.push(data);
  }

  close(code?: number, reason?: string) {
    this.closeCalls.push({ code, reason, readyState: this.readyState });
    if (this.readyState === FakeWebSocket.CLOSED) return;
    this.readyState = FakeWebSocket.CLOSED;
    this.dispatch({ type: "close", code: code ?? 1005 });
  }

  /** Test side: the handshake completes. */
  open() {
    if (this.readyState !== FakeWebSocket.CONNECTING) throw new Error("open() on a socket that is not connecting");
    this.readyState = FakeWebSocket.OPEN;
    this.dispatch({ type: "open" });
  }

  /** Test side: the server sends a frame (objects are sent as JSON). */
  receive(data: unknown) {
    this.dispatch({ type: "message", data: typeof data === "string" ? data : JSON.stringify(data) });
  }

  /** Test side: the connection is lost (or the handshake fails) without a close from us. */
  drop(code = 1006) {
    if (this.readyState === FakeWebSocket.CLOSED) return;
    this.readyState = FakeWebSocket.CLOSED;
    this.dispatch({ type: "close", code });
  }

  private dispatch(event: Parameters<Listener>[0]) {
    for (const listener of this.listeners.get(event.type) ?? []) listener(event);
  }
}
