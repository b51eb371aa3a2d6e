/**
 * Bindings that keep what the Worker asks of them, then pass it on to the real ones: to show
 * what a call waits for before it answers (docs/decisions/034-join-without-d1.md).
 */
import { testEnv } from "./test-env";

/** D1, keeping each round trip: a batch, or one statement run on its own. */
export function countingD1() {
  const trips: string[] = [];
  const real = testEnv.DB;
  const counted = (statement: D1PreparedStatement, query: string): D1PreparedStatement =>
    new Proxy(statement, {
      get(target, property) {
        const value = Reflect.get(target, property) as unknown;
        if (typeof value !== "function") return value;
        if (property === "bind") return (...values: unknown[]) => counted(target.bind(...values), query);
        if (["first", "all", "run", "raw"].includes(String(property))) trips.push(query);
        return (value as (...rest: unknown[]) => unknown).bind(target);
      },
    });
  const d1 = {
    prepare: (query: string) => counted(real.prepare(query), query),
    batch: (statements: D1PreparedStatement[]) => {
      trips.push(`batch of ${statements.length}`);
      return real.batch(statements);
    },
    exec: (query: string) => {
      trips.push(query);
      return real.exec(query);
    },
    withSession: () => real.withSession(),
    dump: () => real.dump(),
  };
  return { d1: d1 as unknown as D1Database, trips };
}

/**
 * The rooms' binding, keeping every call the Worker makes to any room (RPC or fetch) as it is
 * made, and again once the room has answered it.
 */
export function countingRooms() {
  const calls: string[] = [];
  const answered: string[] = [];
  const real = testEnv.GAME_ROOM;
  const stubOf = (stub: ReturnType<typeof real.getByName>) =>
    new Proxy(stub, {
      get(target, property) {
        const value = Reflect.get(target, property) as unknown;
        if (typeof value !== "function") return value;
        return (...args: unknown[]) => {
          calls.push(String(property));
          const result = Reflect.apply(value as (...rest: unknown[]) => unknown, target, args) as Promise<unknown>;
          return result.finally(() => answered.push(String(property)));
        };
      },
    });
  const rooms = new Proxy(real, {
    get(target, property) {
      if (property === "getByName") return (name: string) => stubOf(target.getByName(name));
      const value = Reflect.get(target, property) as unknown;
      return typeof value === "function" ? (value as (...rest: unknown[]) => unknown).bind(target) : value;
    },
  });
  return { rooms: rooms as unknown as Env["GAME_ROOM"], calls, answered };
}
