// The distance to D1 that a benchmark puts back (loopback answers at once; at the edge D1 is
// a round trip away): shared by bench:global's entry (edge-distance.worker.js) and
// bench:abuse's (abuse-entry.worker.js). Its `sleep` and `roundTrip` are also how
// edge-distance.worker.js delays a far Worker's calls to the rooms. Plain JavaScript, a module
// of the build's Worker.

/**
 * How late this isolate's timers fire. workerd's fire 2 to 2.5 ms after the delay asked for on
 * this 2-core machine (setTimeout(10) answered in 13.4 ms against 1.4 ms for none, setTimeout(20)
 * in 23.9): every injected leg of 10 ms cost 12, so the floors printed beside each path were
 * short by that much a leg. Each timer learns from how late it fired, and the next one is set that
 * much earlier: the delay injected is the delay asked for, on average.
 */
export const timerLateness = { ms: 0 };
const MAX_LATENESS_MS = 5;

/** Runs `callback` at `dueAt` (Date.now()'s clock), as nearly as this isolate's timers allow. */
export function timerAt(dueAt, callback) {
  return setTimeout(
    () => {
      // A small step towards what this one shows: one timer held up by a busy moment moves it little.
      const late = timerLateness.ms + 0.25 * (Date.now() - dueAt);
      timerLateness.ms = Math.min(MAX_LATENESS_MS, Math.max(0, late));
      callback();
    },
    Math.max(0, dueAt - Date.now() - timerLateness.ms),
  );
}

export const sleep = (ms) => (ms > 0 ? new Promise((resolve) => timerAt(Date.now() + ms, resolve)) : Promise.resolve());

/** A round trip of `delayMs` around `call`: half before it arrives, half after it answers. */
export function roundTrip(delayMs, call) {
  if (!(delayMs > 0)) return call();
  return sleep(delayMs / 2)
    .then(call)
    .then(
      async (result) => {
        await sleep(delayMs / 2);
        return result;
      },
      async (error) => {
        await sleep(delayMs / 2);
        throw error;
      },
    );
}

// ---- D1 ----

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

export function distantDatabase(db, delayMs) {
  return {
    ...distantQueries(db, delayMs),
    exec: (query) => roundTrip(delayMs, () => db.exec(query)),
    dump: () => roundTrip(delayMs, () => db.dump()),
    withSession: (...args) => {
      const session = db.withSession(...args);
      return { ...distantQueries(session, delayMs), getBookmark: () => session.getBookmark() };
    },
  };
}
