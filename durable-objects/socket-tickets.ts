import { SOCKET_TICKET_LIFETIME_MS, newSocketTicket, socketTicketParts } from "../shared/socket-ticket";
import type { RoomConnection } from "../shared/room-wire";

/**
 * The room's socket tickets and departed players, in its own SQLite storage (docs/decisions/020,
 * step 3): a ticket is minted here after the Worker found the caller a member, and used up here
 * by one statement, so of two uses at once only one connects, and a socket opens without asking
 * D1. A player who left the game (removed, let go, account deleted) is remembered, so a ticket
 * minted before they left opens nothing and none is minted after. Each statement is atomic and
 * synchronous, so no other event of the room runs between a check and its write.
 *
 * A departure is kept only while it matters: a ticket minted before it lives a minute, and a
 * mint racing it follows a D1 read made moments before. Then D1 refuses the player anyway, so
 * a practice game, which lets players go all day, does not pile up every code it ever had.
 *
 * The ticket's random part is kept as it is, not hashed: only this room reads its storage, and
 * each ticket lives a minute.
 */
/** How long a departure is remembered: well past the last ticket minted before it. */
const DEPARTURE_KEPT_MS = 5 * SOCKET_TICKET_LIFETIME_MS;

export class RoomTickets {
  constructor(private readonly sql: SqlStorage) {
    sql.exec(`CREATE TABLE IF NOT EXISTS socket_tickets (
      secret TEXT PRIMARY KEY,
      expires_at INTEGER NOT NULL,
      player_code TEXT NOT NULL,
      player_id INTEGER NOT NULL,
      version INTEGER NOT NULL
    )`);
    sql.exec("CREATE TABLE IF NOT EXISTS departed_players (player_code TEXT PRIMARY KEY, departed_at INTEGER NOT NULL)");
  }

  /** A one-time ticket for a member, or null if that player has left the game. */
  mint(gameCode: string, holder: RoomConnection, now = Date.now()): string | null {
    // Expired tickets and departures that no longer matter are cleared while we are here.
    this.sql.exec("DELETE FROM socket_tickets WHERE expires_at <= ?", now);
    this.sql.exec("DELETE FROM departed_players WHERE departed_at < ?", now - DEPARTURE_KEPT_MS);
    if (this.hasDeparted(holder.playerCode)) return null;
    const { ticket, parts } = newSocketTicket(gameCode, now);
    this.sql.exec(
      "INSERT INTO socket_tickets (secret, expires_at, player_code, player_id, version) VALUES (?, ?, ?, ?, ?)",
      parts.secret,
      parts.expiresAt,
      holder.playerCode,
      holder.playerId,
      holder.version,
    );
    return ticket;
  }

  /** Uses the ticket up: who it was minted for, or null if it is unknown, used, expired or theirs who left. */
  redeem(ticket: string, now = Date.now()): RoomConnection | null {
    const parts = socketTicketParts(ticket);
    if (!parts) return null;
    const [used] = this.sql
      .exec<{ player_code: string; player_id: number; version: number }>(
        "DELETE FROM socket_tickets WHERE secret = ? AND expires_at = ? AND expires_at > ? RETURNING player_code, player_id, version",
        parts.secret,
        parts.expiresAt,
        now,
      )
      .toArray();
    if (!used || this.hasDeparted(used.player_code)) return null;
    return { playerCode: used.player_code, playerId: used.player_id, version: used.version };
  }

  /** A player left the game for good: their unused tickets go, and none is minted again. */
  departed(playerCode: string, now = Date.now()) {
    this.sql.exec("DELETE FROM socket_tickets WHERE player_code = ?", playerCode);
    this.sql.exec("INSERT OR REPLACE INTO departed_players (player_code, departed_at) VALUES (?, ?)", playerCode, now);
  }

  /** Tickets minted and not yet used or expired (tests and the rate-limit check count them). */
  unusedCount(now = Date.now()): number {
    return this.sql.exec<{ n: number }>("SELECT count(*) AS n FROM socket_tickets WHERE expires_at > ?", now).one().n;
  }

  private hasDeparted(playerCode: string): boolean {
    return this.sql.exec("SELECT 1 FROM departed_players WHERE player_code = ?", playerCode).toArray().length > 0;
  }
}
