import { describe, expect, it } from "vitest";
import { SOCKET_TICKET_LIFETIME_MS, mayOpenGame, newSocketTicket, socketTicketParts } from "./socket-ticket";

describe("a socket ticket's form", () => {
  const now = 1_800_000_000_000;
  const { ticket, parts } = newSocketTicket("ABCD2345", now);

  it("carries its game and expiry in the clear, and 32 random bytes", () => {
    expect(socketTicketParts(ticket)).toEqual(parts);
    expect(parts).toMatchObject({ gameCode: "ABCD2345", expiresAt: now + SOCKET_TICKET_LIFETIME_MS });
    expect(parts.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newSocketTicket("ABCD2345", now).parts.secret).not.toBe(parts.secret);
  });

  it("opens only its own game, and only before it expires", () => {
    expect(mayOpenGame(ticket, "ABCD2345", now)).toBe(true);
    expect(mayOpenGame(ticket, "WXYZ6789", now)).toBe(false);
    expect(mayOpenGame(ticket, "ABCD2345", now + SOCKET_TICKET_LIFETIME_MS)).toBe(false);
  });

  it("is refused in any other form", () => {
    for (const notATicket of ["", ticket.slice(0, -1), `${ticket}x`, `${ticket.slice(0, -1)}+`, ticket.replace(".", ""), "x".repeat(5000)]) {
      expect(socketTicketParts(notATicket)).toBeNull();
    }
  });
});
