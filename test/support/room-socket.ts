import type { RealtimeMessage } from "../../shared/realtime-messages";

/**
 * A test client's end of a WebSocket: every message it receives is queued, and tests
 * wait for the next one (or for the close) instead of sleeping.
 */
export class TestSocket {
  private messages: RealtimeMessage[] = [];
  private waiting: Array<(message: RealtimeMessage) => void> = [];
  /** Every message received, read or not, as its raw text. */
  readonly received: string[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;

  constructor(readonly socket: WebSocket) {
    socket.accept();
    socket.addEventListener("message", (event) => {
      this.received.push(event.data as string);
      const message = JSON.parse(event.data as string) as RealtimeMessage;
      const waiter = this.waiting.shift();
      if (waiter) waiter(message);
      else this.messages.push(message);
    });
    this.closed = new Promise((resolve) =>
      socket.addEventListener("close", (event) => resolve({ code: event.code, reason: event.reason })),
    );
  }

  next(): Promise<RealtimeMessage> {
    const queued = this.messages.shift();
    if (queued) return Promise.resolve(queued);
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  /** Skips messages until one matches (e.g. the presence that includes a newcomer). */
  async nextMatching(predicate: (message: RealtimeMessage) => boolean): Promise<RealtimeMessage> {
    for (;;) {
      const message = await this.next();
      if (predicate(message)) return message;
    }
  }

  /** Waits for the answer to a heartbeat (the runtime's auto-response, or the room's). */
  async nextPong(): Promise<void> {
    await this.nextMatching((message) => (message as unknown as { type?: string }).type === "pong");
  }

  /** Messages already received and not yet read. */
  pending(): RealtimeMessage[] {
    return [...this.messages];
  }

  send(data: string) {
    this.socket.send(data);
  }

  close() {
    this.socket.close(1000, "test done");
  }
}

export function onlineCodes(message: RealtimeMessage): string[] | undefined {
  return "onlinePlayers" in message.data ? message.data.onlinePlayers?.[0]?.players : undefined;
}
