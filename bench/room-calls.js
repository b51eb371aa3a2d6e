// The bench entry modules' way in between the Worker and its games' rooms
// (edge-distance.worker.js puts distance there, abuse-entry.worker.js counts the calls): a
// DurableObjectNamespace whose stubs hand every call, fetch included, to `call`. Plain
// JavaScript beside them in build/server (bench/built-worker.ts puts it there as
// bench-room-calls.js), bundled by nobody.

/** `namespace` whose stubs' calls go through `call(stub, method, args)`; all else as it was. */
export function roomsWithCalls(namespace, call) {
  const stubWithCalls = (stub) =>
    new Proxy(stub, {
      get(target, property) {
        // A stub's own fields, and anything asked of it as an object (await, inspection).
        if (typeof property === "symbol" || property === "then" || property === "id" || property === "name") return target[property];
        return (...args) => call(target, property, args);
      },
    });
  return new Proxy(namespace, {
    get(target, property) {
      if (property === "getByName" || property === "get") return (...args) => stubWithCalls(target[property](...args));
      const value = target[property];
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
