import { RoomTable } from "./room-table";

/**
 * A room has one alarm and more than one thing to do at a time: the silent-socket sweep, and
 * (when it holds its game) writing its game to D1's index (docs/decisions/020). Each is a named
 * due time in the room's storage; the alarm is set to the earliest. The table is made on the
 * first schedule: a room that holds no game writes nothing (room-table.ts).
 */
export class RoomAlarms {
  private readonly table: RoomTable;
  /**
   * The alarm as this room last set it (null: none), or undefined when not known (a new
   * instance, or the alarm just fired, which clears it unless set again). Only the room sets its
   * alarm, so `sync` asks storage nothing when the earliest due time is the one already set:
   * a join's deliveries to D1 asked for it three times, each a call into storage.
   */
  private alarmAt: number | null | undefined = undefined;

  constructor(private readonly storage: DurableObjectStorage) {
    this.table = new RoomTable(storage.sql, "room_alarms", [
      "CREATE TABLE IF NOT EXISTS room_alarms (name TEXT PRIMARY KEY, due_at INTEGER NOT NULL)",
    ]);
  }

  isScheduled(name: string): boolean {
    if (!this.table.exists()) return false;
    return this.storage.sql.exec("SELECT 1 FROM room_alarms WHERE name = ?", name).toArray().length > 0;
  }

  /**
   * Due at `at`, or earlier if it already was. A later time writes nothing: every change of a
   * busy room asks for its index's alarm, and an unchanged row is no write to commit.
   */
  schedule(name: string, at: number): void {
    this.table.make();
    this.storage.sql.exec(
      `INSERT INTO room_alarms (name, due_at) VALUES (?1, ?2)
       ON CONFLICT (name) DO UPDATE SET due_at = excluded.due_at WHERE excluded.due_at < room_alarms.due_at`,
      name,
      at,
    );
  }

  /** Takes `name` off the schedule now (its work is done early); whether it was scheduled. */
  take(name: string): boolean {
    if (!this.table.exists()) return false;
    return this.storage.sql.exec("DELETE FROM room_alarms WHERE name = ? RETURNING name", name).toArray().length > 0;
  }

  /**
   * What the alarm fired for, no longer scheduled: the earliest, and whatever else is due by
   * `now` (an alarm may fire a little early, and tests fire it at will).
   */
  takeDue(now: number): string[] {
    if (!this.table.exists()) return [];
    return this.storage.sql
      .exec<{ name: string }>(
        `DELETE FROM room_alarms WHERE due_at <= max(?, (SELECT min(due_at) FROM room_alarms)) RETURNING name`,
        now,
      )
      .toArray()
      .map((row) => row.name);
  }

  /** The alarm fired: the runtime clears it once the handler ends, unless it is set again meanwhile. */
  fired(): void {
    this.alarmAt = undefined;
  }

  /** Sets the room's alarm to the earliest due time, or deletes it when nothing is due. */
  async sync(): Promise<void> {
    if (!this.table.exists()) return;
    const [next] = this.storage.sql.exec<{ at: number | null }>("SELECT min(due_at) AS at FROM room_alarms").toArray();
    const at = next?.at ?? null;
    if (at === this.alarmAt) return;
    // Known before the call: a sync meanwhile then sets only what differs from it, after it.
    this.alarmAt = at;
    try {
      if (at === null) await this.storage.deleteAlarm();
      else await this.storage.setAlarm(at);
    } catch (error) {
      this.alarmAt = undefined;
      throw error;
    }
  }
}
