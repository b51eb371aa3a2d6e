// bench:global's entry module: the built Worker (./index.js beside it in build/server) with a
// D1 that is far away. Every call that reaches D1 — a statement's first/all/run/raw, a batch,
// exec, and the same through withSession — waits BENCH_D1_DELAY_MS, one round trip, half on
// the way there and half on the way back (so what is committed is committed half a trip after
// the call, as with a distant primary). A batch is one round trip, as on Cloudflare.
//
// The GameRoom class gets the same D1: the room reads the game's version from D1 itself after
// waking (durable-objects/known-version.ts), and that read is as far away as the Worker's.
//
// Plain JavaScript, like edge-rate-limiter.worker.js: it is a module of the build's Worker,
// bundled by nobody, and the only code of ours that sees the real binding.
import app, { GameRoom as AppGameRoom } from "./index.js";

/** Each real D1 binding's distant twin, one per binding: the app keeps one drizzle per D1 object. */
const distantDatabases = new WeakMap();
/** Each env's copy with the distant D1, so every request of an isolate sees the same objects. */
const distantEnvs = new WeakMap();

function withDistantD1(env) {
  let distant = distantEnvs.get(env);
  if (!distant) {
    const delayMs = Number(env.BENCH_D1_DELAY_MS ?? 0);
    distant = { ...env, DB: distantDatabase(env.DB, delayMs) };
    distantEnvs.set(env, distant);
  }
  return distant;
}

/** A round trip to D1 around `call`: half the delay before it reaches D1, half after it answers. */
function roundTrip(delayMs, call) {
  if (!(delayMs > 0)) return call();
  const halfWay = () => new Promise((resolve) => setTimeout(resolve, delayMs / 2));
  return halfWay()
    .then(call)
    .then(
      async (result) => {
        await halfWay();
        return result;
      },
      async (error) => {
        await halfWay();
        throw error;
      },
    );
}

/** The real statement behind each of ours, for batch(), which only takes real ones. */
const realStatements = new WeakMap();

function distantStatement(statement, delayMs) {
  const distant = {
    bind: (...values) => distantStatement(statement.bind(...values), delayMs),
    first: (...args) => roundTrip(delayMs, () => statement.first(...args)),
    all: (...args) => roundTrip(delayMs, () => statement.all(...args)),
    run: (...args) => roundTrip(delayMs, () => statement.run(...args)),
    raw: (...args) => roundTrip(delayMs, () => statement.raw(...args)),
  };
  realStatements.set(distant, statement);
  return distant;
}

const unwrap = (statements) => statements.map((statement) => realStatements.get(statement) ?? statement);

/** What a D1 database and a D1 session share: statements and batches. */
function distantQueries(real, delayMs) {
  return {
    prepare: (query) => distantStatement(real.prepare(query), delayMs),
    batch: (statements) => roundTrip(delayMs, () => real.batch(unwrap(statements))),
  };
}

function distantDatabase(db, delayMs) {
  let distant = distantDatabases.get(db);
  if (!distant) {
    distant = {
      ...distantQueries(db, delayMs),
      exec: (query) => roundTrip(delayMs, () => db.exec(query)),
      dump: () => roundTrip(delayMs, () => db.dump()),
      withSession: (...args) => {
        const session = db.withSession(...args);
        return { ...distantQueries(session, delayMs), getBookmark: () => session.getBookmark() };
      },
    };
    distantDatabases.set(db, distant);
  }
  return distant;
}

export class GameRoom extends AppGameRoom {
  constructor(ctx, env) {
    super(ctx, withDistantD1(env));
  }
}

// Every handler the app exports (today only fetch) takes env second: each gets the distant D1.
export default Object.fromEntries(
  Object.entries(app).map(([name, handler]) => [
    name,
    typeof handler === "function" ? (event, env, ctx) => handler.call(app, event, withDistantD1(env), ctx) : handler,
  ]),
);
