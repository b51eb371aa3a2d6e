// The benchmarks' stand-in for Cloudflare's Workers Rate Limiting binding: the same fixed
// windows of 10 or 60 seconds per key, counted in memory (docs/decisions/007). Each RL_*
// binding of the built Worker is a service binding to this entrypoint, with its rule's limit
// and period as props; the Worker calls it exactly as it calls the real binding.
//
// Why not Miniflare's own simulation: it sends every limit() call to one Durable Object that
// writes SQLite, a queue shared by every caller of every rule. On Cloudflare the counters are
// "cached on the same machine that your Worker runs in" and limit() waits on no network
// request (developers.cloudflare.com/workers/runtime-apis/bindings/rate-limit/#performance),
// so that queue would be measured as ours.
import { WorkerEntrypoint } from "cloudflare:workers";

/** `${namespace} ${key}` → the count in the current window. */
const windows = new Map();

export class RateLimit extends WorkerEntrypoint {
  async limit({ key = "" } = {}) {
    const { namespace, limit, period } = this.ctx.props;
    const epoch = Math.floor(Date.now() / (period * 1000));
    const id = `${namespace} ${key}`;
    const current = windows.get(id);
    const count = current?.epoch === epoch ? current.count : 0;
    if (count >= limit) return { success: false };
    windows.set(id, { epoch, count: count + 1 });
    return { success: true };
  }
}

export default {
  fetch() {
    return new Response("Not found", { status: 404 });
  },
};
