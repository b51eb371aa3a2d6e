/**
 * The game's version as the room last heard it: from a delivery, or from the Worker with a
 * connection (shared/room-wire.ts). Kept in memory only: a storage write on every delivery
 * cost each mark a durable commit for a value that D1 already holds (decision 009).
 *
 * After the room wakes from eviction it knows none until the Worker hands it one. If
 * presence needs one first, it asks D1, the record, for this one column itself: the room
 * imports nothing of the Worker's (docs/architecture.md), and a version it only guessed
 * would hide from a client a change whose delivery failed.
 */
export class KnownVersion {
  private known: number | undefined;

  /** `read` asks the game's record (D1, or the room's own storage once it holds the game). */
  constructor(private readonly read: () => Promise<number>) {}

  /** Versions only move forward, whatever order the Worker's calls arrive in. */
  learn(version: number): number {
    this.known = Math.max(this.known ?? 0, version);
    return this.known;
  }

  async current(): Promise<number> {
    if (this.known !== undefined) return this.known;
    return this.readFromRecord();
  }

  /**
   * The version in the record now, even if we think we know it: the heartbeat's (decision 005),
   * which must also reveal a change whose delivery to this room failed.
   */
  async readFromRecord(): Promise<number> {
    try {
      // Learned after the await: a delivery may have brought a newer version meanwhile.
      return this.learn(await this.read());
    } catch (error) {
      // Presence still goes out: clients take its list whatever its version, and an older
      // version never moves them back. The next presence asks D1 again.
      console.error("room: reading the game's version failed:", error);
      return this.known ?? 0;
    }
  }
}
