import { SOCKET_TICKET_LIFETIME_MS, newSocketTicket, socketTicketParts } from "../shared/socket-ticket";
import type { RoomConnection } from "../shared/room-wire";
import { RoomTable, hasTable } from "./room-table";

/**
 * The room's socket tickets and departed players, in its own SQLite storage (docs/decisions/020,
 * step 3): a ticket is minted here after the Worker found the caller a member, and used up here
 * by one statement, so of two uses at once only one connects, and a socket opens without asking
 * D1. A player who left the game (removed, let go, account deleted) is remembered, so a ticket
 * minted before they left opens nothing and none is minted after. Each statement is atomic and
 * synchronous, so no other event of the room runs between a check and its write.
 *
 * A TV view's tickets (docs/decisions/018-tv-view.md) are kept apart: minted for whoever brought
 * the game's viewer key, they open a viewer's socket, and all go when the key is replaced.
 *
 * A departure is kept only while it matters: a ticket minted before it lives a minute, and a
 * mint racing it follows a D1 read made moments before. Then D1 refuses the player anyway, so
 * a practice game, which lets players go all day, does not pile up every code it ever had.
 *
 * The ticket's random part is kept as it is, not hashed: only this room reads its storage, and
 * each ticket lives a minute. The tables are made on the first mint or departure: a room that
 * holds no game never writes (room-table.ts).
 */
/** How long a departure is remembered: well past the last ticket minted before it. */
const DEPARTURE_KEPT_MS = 5 * SOCKET_TICKET_LIFETIME_MS;

export class RoomTickets {
  private readonly players: RoomTable;
  private readonly viewers: RoomTable;

  constructor(private readonly sql: SqlStorage) {
    this.players = new RoomTable(sql, "socket_tickets", [
      `CREATE TABLE IF NOT EXISTS socket_tickets (
        secret TEXT PRIMARY KEY,
        expires_at INTEGER NOT NULL,
        player_code TEXT NOT NULL,
        player_id INTEGER NOT NULL,
        version INTEGER NOT NULL
      )`,
      "CREATE TABLE IF NOT EXISTS departed_players (player_code TEXT PRIMARY KEY, departed_at INTEGER NOT NULL)",
    ]);
    this.viewers = new RoomTable(sql, "viewer_tickets", [
      "CREATE TABLE IF NOT EXISTS viewer_tickets (secret TEXT PRIMARY KEY, expires_at INTEGER NOT NULL)",
    ]);
  }

  /** A one-time ticket for a member, or null if that player has left the game. */
  mint(gameCode: string, holder: RoomConnection, now = Date.now()): string | null {
    this.players.make();
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

  /** A one-time ticket for a TV view's socket, for a caller the room found holding the viewer key. */
  mintForViewer(gameCode: string, now = Date.now()): string {
    this.viewers.make();
    this.sql.exec("DELETE FROM viewer_tickets WHERE expires_at <= ?", now);
    const { ticket, parts } = newSocketTicket(gameCode, now);
    this.sql.exec("INSERT INTO viewer_tickets (secret, expires_at) VALUES (?, ?)", parts.secret, parts.expiresAt);
    return ticket;
  }

  /**
   * Uses the ticket up: who it was minted for (a player, or a TV view), or null if it is
   * unknown, used, expired or theirs who left.
   */
  redeem(ticket: string, now = Date.now()): RoomConnection | "viewer" | null {
    const parts = socketTicketParts(ticket);
    if (!parts) return null;
    const [used] = this.usedUp<{ player_code: string; player_id: number; version: number }>(
      this.players,
      "DELETE FROM socket_tickets WHERE secret = ? AND expires_at = ? AND expires_at > ? RETURNING player_code, player_id, version",
      parts.secret,
      parts.expiresAt,
      now,
    );
    if (used) {
      if (this.hasDeparted(used.player_code) || this.goneFromHeldGame(used.player_code)) return null;
      return { playerCode: used.player_code, playerId: used.player_id, version: used.version };
    }
    const [viewer] = this.usedUp(
      this.viewers,
      "DELETE FROM viewer_tickets WHERE secret = ? AND expires_at = ? AND expires_at > ? RETURNING secret",
      parts.secret,
      parts.expiresAt,
      now,
    );
    return viewer ? "viewer" : null;
  }

  /** A player left the game for good: their unused tickets go, and none is minted again. */
  departed(playerCode: string, now = Date.now()) {
    this.players.make();
    this.sql.exec("DELETE FROM socket_tickets WHERE player_code = ?", playerCode);
    this.sql.exec("INSERT OR REPLACE INTO departed_players (player_code, departed_at) VALUES (?, ?)", playerCode, now);
  }

  /** The viewer key was replaced: no ticket minted with the old one opens a socket. */
  dropViewerTickets() {
    if (this.viewers.exists()) this.sql.exec("DELETE FROM viewer_tickets");
  }

  /** Tickets minted and not yet used or expired, players' and viewers' (tests count them). */
  unusedCount(now = Date.now()): number {
    const count = (table: RoomTable, name: string) =>
      table.exists() ? this.sql.exec<{ n: number }>(`SELECT count(*) AS n FROM ${name} WHERE expires_at > ?`, now).one().n : 0;
    return count(this.players, "socket_tickets") + count(this.viewers, "viewer_tickets");
  }

  private usedUp<Row extends Record<string, SqlStorageValue>>(table: RoomTable, statement: string, ...values: SqlStorageValue[]): Row[] {
    return table.exists() ? this.sql.exec<Row>(statement, ...values).toArray() : [];
  }

  /**
   * Removed or gone from the game this room holds. The departure above is written after the
   * change's commit: a room that stopped in between still has the removal itself to go by. (A
   * game the room does not hold, the practice game, has its members in D1: the departure alone.)
   */
  private goneFromHeldGame(playerCode: string): boolean {
    if (!hasTable(this.sql, "players") || this.sql.exec("SELECT 1 FROM games LIMIT 1").toArray().length === 0) return false;
    return this.sql.exec("SELECT 1 FROM players WHERE code = ? AND removed_at IS NULL", playerCode).toArray().length === 0;
  }

  private hasDeparted(playerCode: string): boolean {
    if (!this.players.exists()) return false;
    return this.sql.exec("SELECT 1 FROM departed_players WHERE player_code = ?", playerCode).toArray().length > 0;
  }
}
