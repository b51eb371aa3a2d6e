/**
 * bench:global's regions: where the simulated families sit. Each region's players reach the
 * Worker at their own edge through the region's proxy (`BENCH_EDGE_MS` one way, default 0),
 * and that Worker stands the region's one-way delay from the game's room and D1
 * (bench/edge-distance.worker.js, which knows a region by the proxy's port in Host).
 *
 *   BENCH_REGIONS  name:one-way-ms, comma-separated, the room's region first;
 *                  default London:10,Chicago:60,Sydney:140
 *   BENCH_EDGE_MS  one way between a player and their edge, default 0
 */
import process from "node:process";
import { startDistanceProxy, type DistanceProxy } from "./distance-proxy.ts";

export interface RegionSpec {
  name: string;
  /** The injected delay each way between the region's edge Worker and the room. */
  oneWayMs: number;
  /** The injected delay each way between a player here and their edge (the region's proxy). */
  edgeMs: number;
  /** The region's proxy's port: its Host tells the Worker where a request came in. */
  port: number;
}

export interface Region extends RegionSpec {
  /** The region's proxy: a player here sends everything to this origin. */
  origin: string;
  /**
   * A documentation /24 per region (RFC 5737): each player gets an address of its own in it,
   * so the free games per address and day (decision 012) count as they would for families.
   */
  addressPrefix: string;
}

const DEFAULT_REGIONS = "London:10,Chicago:60,Sydney:140";
const ADDRESS_PREFIXES = ["192.0.2", "198.51.100", "203.0.113"];

/** The regions of BENCH_REGIONS, their proxies to be on `firstPort`, `firstPort + 1`, … */
export function regionSpecs(firstPort: number): RegionSpec[] {
  const edgeMs = Number(process.env.BENCH_EDGE_MS ?? 0);
  if (!(Number.isFinite(edgeMs) && edgeMs >= 0 && edgeMs <= 2000)) throw new Error("BENCH_EDGE_MS: 0..2000");
  const specs = (process.env.BENCH_REGIONS ?? DEFAULT_REGIONS).split(",").map((spec, index) => {
    const [name, delay] = spec.split(":");
    const oneWayMs = Number(delay);
    if (!name?.trim() || !(Number.isFinite(oneWayMs) && oneWayMs >= 0 && oneWayMs <= 2000)) {
      throw new Error(`BENCH_REGIONS: "${spec}" is not name:one-way-ms (0..2000)`);
    }
    return { name: name.trim(), oneWayMs, edgeMs, port: firstPort + index };
  });
  if (specs.length < 1 || specs.length > ADDRESS_PREFIXES.length) {
    throw new Error(`BENCH_REGIONS: 1 to ${ADDRESS_PREFIXES.length} regions`);
  }
  return specs;
}

/** For bench/edge-distance.worker.js: each region's Host and its edge's one-way delay to the room. */
export function edgeDistances(specs: RegionSpec[]): Record<string, number> {
  return Object.fromEntries(specs.map((spec) => [`127.0.0.1:${spec.port}`, spec.oneWayMs]));
}

/** A proxy per region, in front of the Worker on `upstreamPort`. */
export async function startRegions(
  specs: RegionSpec[],
  upstreamPort: number,
): Promise<{ regions: Region[]; proxies: DistanceProxy[] }> {
  const proxies: DistanceProxy[] = [];
  try {
    for (const spec of specs) proxies.push(await startDistanceProxy(spec.port, upstreamPort, spec.edgeMs));
  } catch (error) {
    await Promise.all(proxies.map((proxy) => proxy.stop()));
    throw error;
  }
  const regions = specs.map((spec, index) => ({
    ...spec,
    origin: proxies[index]!.origin,
    addressPrefix: ADDRESS_PREFIXES[index]!,
  }));
  return { regions, proxies };
}
