// bench:abuse's refusal floor in our own isolate (BENCH_ABUSE_FLOOR=isolate): the built Worker
// (./index.js beside it in build/server) with one line in front of it. A request from the
// benchmark's abusers (their addresses are in 203.0.113.0/24, abuse.ts) is answered with a bare
// 429 before any code of ours runs; everyone else's goes to the app as usual.
//
// The separate refusal floor (BENCH_ABUSE_FLOOR=1) refuses the flood in an isolate of its own.
// Here the flood lands in the isolate that also runs the honest players' Worker calls and their
// game's room, as it does when everything runs in one workerd: what receiving and refusing the
// flood costs them there, with nothing of ours spent on it.
//
// Plain JavaScript, like edge-distance.worker.js: a module of the build's Worker, bundled by nobody.
import app, { GameRoom } from "./index.js";

export { GameRoom };

const ABUSERS = "203.0.113.";
const REFUSAL = '{"code":"RATE_LIMITED","errors":{}}';

export default {
  ...app,
  fetch(request, env, ctx) {
    if (request.headers.get("CF-Connecting-IP")?.startsWith(ABUSERS)) {
      return new Response(REFUSAL, { status: 429, headers: { "Retry-After": "60" } });
    }
    return app.fetch(request, env, ctx);
  },
};
