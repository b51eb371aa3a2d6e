import { sql } from "drizzle-orm";
import type { BatchItem, BatchResponse } from "drizzle-orm/batch";
import { drizzle } from "drizzle-orm/d1";
import * as schema from "./schema";
import { outageAware } from "./d1-outage.server";

export type Database = ReturnType<typeof createDatabase>;

function createDatabase(d1: D1Database) {
  return drizzle(outageAware(d1), { schema });
}

/**
 * One drizzle instance per D1 binding, not per request: building one walks the whole schema
 * (its relational config), which was a measurable part of every API call's CPU time.
 * Bindings live as long as the isolate, and the instance holds no per-request state.
 */
const instances = new WeakMap<D1Database, Database>();

export function database(d1: D1Database): Database {
  let instance = instances.get(d1);
  if (!instance) {
    instance = createDatabase(d1);
    instances.set(d1, instance);
  }
  return instance;
}

/** A value one of a batch's queries takes: the value itself, or a placeholder named for it. */
export type QueryValue = <V>(name: string, value: V) => V;

/** What a database that keeps prepared queries (a game's room, durable-objects/room-schema.ts) adds. */
export interface PreparedBatches {
  preparedBatch(shape: string, build: () => readonly unknown[], values: Record<string, unknown>): unknown[];
}

/**
 * One atomic batch of the queries `build` makes, each value given through `value(name, v)`.
 * On D1 they are built with the values, each time. In a game's room they are built once for each
 * `shape` (a name for this call site and whatever makes its SQL differ), with a placeholder for
 * each value, and run with this call's `values`: building the SQL again on every mark was about
 * a quarter of a busy room's time (docs/decisions/035). `shape` must say everything that changes
 * the SQL text, `values` every name given to `value`.
 */
export async function batchOf<U extends BatchItem<"sqlite">, T extends Readonly<[U, ...U[]]>>(
  db: Database,
  shape: string,
  values: Record<string, unknown>,
  build: (value: QueryValue) => T,
): Promise<BatchResponse<T>> {
  const preparing = db as Database & Partial<PreparedBatches>;
  if (!preparing.preparedBatch) return db.batch(build((_name, value) => value));
  const placeholder: QueryValue = <V>(name: string) => sql.placeholder(name) as unknown as V;
  return preparing.preparedBatch(shape, () => build(placeholder), values) as BatchResponse<T>;
}
