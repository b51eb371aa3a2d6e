// bench:integrity's entry module, and the end-to-end tests' server whose D1 a test switches off
// (scripts/e2e-flaky-d1-server.ts, failures at rate 0 or 1): the built Worker (./index.js beside it in build/server) with a
// D1 that fails a share of its calls at random, as a D1 under strain or out of reach does, for the
// Worker and every GameRoom alike. A failed call never reaches D1: it throws before, so nothing of
// it is written (the worst case for the room's outbox: it must try again).
//
// It also answers the benchmark's own requests under /__bench/ (never part of the app):
//   POST /__bench/failures?rate=0.1   the share of D1 calls that fail from now on
//   POST /__bench/abort?code=X        aborts the game's room, as a crash or a redeploy would
//   POST /__bench/deliver?code=X      has the room deliver its outbox now (the Worker does after a change)
//   GET  /__bench/room?code=X         the game as its room holds it: its row and its memberships
//   GET  /__bench/index?code=X        the same of D1's index
//   GET  /__bench/stats               D1 calls made and failed
//
// Plain JavaScript, like edge-distance.worker.js: a module of the build's Worker, bundled by nobody.
import app, { GameRoom as AppGameRoom } from "./index.js";

/** Module state: the Worker and its rooms run in one isolate here, so they share it. */
const failures = { rate: 0, calls: 0, failed: 0 };

const flakyDatabases = new WeakMap();
const flakyEnvs = new WeakMap();

function withFlakyD1(env) {
  let flaky = flakyEnvs.get(env);
  if (!flaky) {
    flaky = { ...env, DB: flakyDatabase(env.DB) };
    flakyEnvs.set(env, flaky);
  }
  return flaky;
}

function maybeFail(call) {
  failures.calls += 1;
  if (Math.random() < failures.rate) {
    failures.failed += 1;
    return Promise.reject(new Error("D1_ERROR: Network connection lost. (failed on purpose: bench/flaky-d1.worker.js)"));
  }
  return call();
}

const realStatements = new WeakMap();

function flakyStatement(statement) {
  const flaky = {
    bind: (...values) => flakyStatement(statement.bind(...values)),
    first: (...args) => maybeFail(() => statement.first(...args)),
    all: (...args) => maybeFail(() => statement.all(...args)),
    run: (...args) => maybeFail(() => statement.run(...args)),
    raw: (...args) => maybeFail(() => statement.raw(...args)),
  };
  realStatements.set(flaky, statement);
  return flaky;
}

const unwrap = (statements) => statements.map((statement) => realStatements.get(statement) ?? statement);

function flakyDatabase(db) {
  let flaky = flakyDatabases.get(db);
  if (!flaky) {
    flaky = {
      prepare: (query) => flakyStatement(db.prepare(query)),
      batch: (statements) => maybeFail(() => db.batch(unwrap(statements))),
      exec: (query) => maybeFail(() => db.exec(query)),
      dump: () => maybeFail(() => db.dump()),
      withSession: (...args) => db.withSession(...args),
    };
    flakyDatabases.set(db, flaky);
  }
  return flaky;
}

const MEMBERSHIP_COLUMNS = "code, user_id, screen_name, role, removed_at";
const GAME_COLUMNS = "id, code, name, status, user_id, winner_id, join_locked, round, past_rounds, host_change, board_size";

export class GameRoom extends AppGameRoom {
  constructor(ctx, env) {
    super(ctx, withFlakyD1(env));
    this.benchState = ctx;
  }

  async benchAbort() {
    this.benchState.abort("bench:integrity aborts the room");
  }

  async benchRows() {
    const sql = this.benchState.storage.sql;
    const held = sql.exec("SELECT name FROM sqlite_master WHERE name = 'games'").toArray().length > 0;
    if (!held) return { game: null, players: [], entries: [] };
    return {
      game: sql.exec(`SELECT ${GAME_COLUMNS} FROM games`).toArray()[0] ?? null,
      players: sql.exec(`SELECT ${MEMBERSHIP_COLUMNS} FROM players ORDER BY user_id`).toArray(),
      entries: sql.exec("SELECT id, is_marked FROM entries ORDER BY id").toArray(),
    };
  }
}

async function indexRows(env, code) {
  const game = await env.DB.prepare(`SELECT ${GAME_COLUMNS} FROM games WHERE code = ?`).bind(code).first();
  const { results } = await env.DB.prepare(
    `SELECT ${MEMBERSHIP_COLUMNS} FROM players WHERE game_id = (SELECT id FROM games WHERE code = ?) ORDER BY user_id`,
  )
    .bind(code)
    .all();
  return { game, players: results };
}

async function benchRequest(request, env) {
  const url = new URL(request.url);
  const code = url.searchParams.get("code") ?? "";
  const room = () => env.GAME_ROOM.getByName(code);
  switch (url.pathname) {
    case "/__bench/failures":
      failures.rate = Number(url.searchParams.get("rate") ?? 0);
      return Response.json(failures);
    case "/__bench/abort":
      try {
        await room().benchAbort();
      } catch {
        // The abort itself ends the call with an error: that is the point.
      }
      return Response.json({ aborted: code });
    case "/__bench/deliver":
      await room().writeIndexNow();
      return Response.json({ delivered: code });
    case "/__bench/room":
      return Response.json(await room().benchRows());
    case "/__bench/index":
      return Response.json(await indexRows(env, code));
    case "/__bench/stats":
      return Response.json(failures);
    default:
      return new Response("not found", { status: 404 });
  }
}

export default {
  ...app,
  fetch(request, env, ctx) {
    if (new URL(request.url).pathname.startsWith("/__bench/")) return benchRequest(request, env);
    return app.fetch(request, withFlakyD1(env), ctx);
  },
  scheduled(controller, env, ctx) {
    return app.scheduled(controller, withFlakyD1(env), ctx);
  },
};
