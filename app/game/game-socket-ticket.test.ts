import { describe, expect, it, vi } from "vitest";
import { FakeWebSocket } from "./fake-web-socket.test-support";
import { SOCKET_TICKET_TIMEOUT_MS } from "./game-api";
import { TICKET, TICKET_UNANSWERED, connected, gameSocketPage } from "./game-socket.test-support";

// The network is the boundary: a session token, a fake API behind fetch, a fake WebSocket.
vi.mock("../auth/session.client", () => ({ idToken: async () => "test-token" }));

describe("a socket's ticket on patchy Wi-Fi", () => {
  const t = gameSocketPage();

  it("whose answer never comes is given up after 10 s, and another is asked for", async () => {
    const socket = await connected(t);
    t.server.ticketStatus = TICKET_UNANSWERED;
    socket.drop();
    await vi.advanceTimersByTimeAsync(500); // the first back-off
    expect(t.server.calls).toEqual([TICKET]);
    t.server.ticketStatus = 200;
    await vi.advanceTimersByTimeAsync(SOCKET_TICKET_TIMEOUT_MS + 1_000); // the wait, then the next back-off
    expect(t.server.calls).toEqual([TICKET, TICKET]);
    expect(FakeWebSocket.last().url).toMatch(/ticket=t2&have=5$/);
    expect(t.statuses.at(-1)).toBe("reconnecting");
  });
});
