/**
 * bench:global's regions: where the simulated families sit, as a one-way delay to the game's
 * room each, and a distance proxy per region that every player there connects through.
 *
 *   BENCH_REGIONS  name:one-way-ms, comma-separated, nearest (the host's) first;
 *                  default London:10,Chicago:60,Sydney:140
 */
import process from "node:process";
import { startDistanceProxy, type DistanceProxy } from "./distance-proxy.ts";

export interface Region {
  name: string;
  /** The injected delay each way between a player here and the room. */
  oneWayMs: number;
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

/** The regions of BENCH_REGIONS, with a proxy each on `firstPort`, `firstPort + 1`, … */
export async function startRegions(
  firstPort: number,
  upstreamPort: number,
): Promise<{ regions: Region[]; proxies: DistanceProxy[] }> {
  const specs = (process.env.BENCH_REGIONS ?? DEFAULT_REGIONS).split(",").map((spec) => {
    const [name, delay] = spec.split(":");
    const oneWayMs = Number(delay);
    if (!name?.trim() || !(Number.isFinite(oneWayMs) && oneWayMs >= 0 && oneWayMs <= 2000)) {
      throw new Error(`BENCH_REGIONS: "${spec}" is not name:one-way-ms (0..2000)`);
    }
    return { name: name.trim(), oneWayMs };
  });
  if (specs.length < 1 || specs.length > ADDRESS_PREFIXES.length) {
    throw new Error(`BENCH_REGIONS: 1 to ${ADDRESS_PREFIXES.length} regions`);
  }
  const proxies: DistanceProxy[] = [];
  try {
    for (const [index, { oneWayMs }] of specs.entries()) {
      proxies.push(await startDistanceProxy(firstPort + index, upstreamPort, oneWayMs));
    }
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
