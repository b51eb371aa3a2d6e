/**
 * One table of the room's own SQLite storage, made on its first write, never on a read. A room
 * is woken by anyone who names its code, a made-up one too; one that holds no game must
 * write nothing, or every code ever tried would leave a database behind, stored and billed
 * for good (docs/decisions/025). So reads of a table that does not exist yet find nothing.
 */
export class RoomTable {
  private made = false;

  /** `schema`: its CREATE statements (IF NOT EXISTS), indexes too. */
  constructor(
    private readonly sql: SqlStorage,
    private readonly name: string,
    private readonly schema: readonly string[],
  ) {}

  /** Whether it exists: asking writes nothing. */
  exists(): boolean {
    if (!this.made) this.made = hasTable(this.sql, this.name);
    return this.made;
  }

  /** Makes it, before its first write. */
  make(): void {
    if (this.made) return;
    for (const statement of this.schema) this.sql.exec(statement);
    this.made = true;
  }
}

/** Whether the room's storage has a table of this name; asking writes nothing. */
export function hasTable(sql: SqlStorage, name: string): boolean {
  return sql.exec("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?", name).toArray().length > 0;
}
