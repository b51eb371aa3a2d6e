/**
 * D1 down or unreachable, told apart from a refusal of the data (a constraint) or a fault of
 * ours (SQL D1 cannot run): the API answers it 503 with Retry-After (STORE_UNAVAILABLE), which a
 * client may wait out, instead of a 500 that says nothing (docs/decisions/027-room-and-index.md).
 */
export class StoreUnavailable extends Error {
  constructor(cause: unknown) {
    super("D1 is unavailable", { cause });
  }
}

/**
 * The outage behind an error, if any. Drizzle wraps a failed query in an error of its own
 * (DrizzleQueryError, the outage as its cause), so an outage is looked for down the causes:
 * an unreachable D1 read through drizzle is a 503 like one read directly, never a 500.
 */
export function outageBehind(error: unknown): StoreUnavailable | null {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if (cause instanceof StoreUnavailable) return cause;
  }
  return null;
}

/** Errors that are about the statement or the data, never about D1's availability: thrown as they are. */
const NOT_AN_OUTAGE = /constraint failed|SQLITE_CONSTRAINT|D1_TYPE_ERROR|no such (table|column|function)|syntax error|ENTRY_IDS_USED_UP/i;

function isOutage(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if (NOT_AN_OUTAGE.test(cause.message)) return false;
  }
  return true;
}

async function guarded<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw isOutage(error) ? new StoreUnavailable(error) : error;
  }
}

/** What D1 hands back from `prepare`, with its calls guarded; `inner` is what `batch` is given. */
class GuardedStatement {
  constructor(readonly inner: D1PreparedStatement) {}
  bind(...values: unknown[]) {
    return new GuardedStatement(this.inner.bind(...values));
  }
  first(column?: string) {
    return guarded(() => (column === undefined ? this.inner.first() : this.inner.first(column)));
  }
  all() {
    return guarded(() => this.inner.all());
  }
  run() {
    return guarded(() => this.inner.run());
  }
  raw(options?: { columnNames?: boolean }) {
    return guarded(() => (options?.columnNames ? this.inner.raw({ columnNames: true }) : this.inner.raw()));
  }
}

const guardedBindings = new WeakMap<D1Database, D1Database>();

/** The same D1 binding, its failures to answer thrown as StoreUnavailable. One wrapper per binding. */
export function outageAware(d1: D1Database): D1Database {
  let wrapped = guardedBindings.get(d1);
  if (!wrapped) {
    wrapped = {
      prepare: (query: string) => new GuardedStatement(d1.prepare(query)),
      batch: (statements: GuardedStatement[]) => guarded(() => d1.batch(statements.map((statement) => statement.inner))),
      exec: (query: string) => guarded(() => d1.exec(query)),
      dump: () => guarded(() => d1.dump()),
      withSession: (constraint?: string) => d1.withSession(constraint),
    } as unknown as D1Database;
    guardedBindings.set(d1, wrapped);
  }
  return wrapped;
}
