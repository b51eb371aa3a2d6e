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
