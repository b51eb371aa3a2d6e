import { getTableColumns, sql, type InferSelectModel, type SQL } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";

/**
 * All columns of `table`, each under a name unique to the query (`<prefix>_<column>`).
 *
 * Why: inside `db.batch`, drizzle's D1 driver reads rows as objects keyed by column name,
 * so in a join the same-named columns of two tables (id, code, user_id, …) overwrite each
 * other and the rest of the row shifts. Selecting joined tables through this keeps every
 * column; values are still decoded by their column (JSON, booleans).
 */
export function columnsAs<Table extends SQLiteTable>(table: Table, prefix: string) {
  const aliased: Record<string, SQL.Aliased> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    aliased[key] = sql`${column}`.mapWith(column).as(`${prefix}_${column.name}`);
  }
  return aliased as {
    [Key in keyof InferSelectModel<Table>]: SQL.Aliased<InferSelectModel<Table>[Key]>;
  };
}
