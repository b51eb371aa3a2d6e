/**
 * The CPU time this benchmark's workerd has used so far, all its threads (its isolates, D1,
 * its network): Linux's /proc, read between phases. A p99 turns on a handful of marks and
 * moves with the machine's noise; what a flood costs the runtime in CPU seconds, against the
 * same flood refused on the first line, is steadier and says where a change went.
 * Null where /proc is not there (the benchmarks run on Linux).
 */
import { readdirSync, readFileSync } from "node:fs";
import process from "node:process";

/** /proc's clock ticks per second (USER_HZ): 100 on every Linux the benchmarks meet. */
const TICKS_PER_SECOND = 100;

export function workerdCpuMs(): number | null {
  let ticks = 0;
  let found = false;
  let entries: string[];
  try {
    entries = readdirSync("/proc");
  } catch {
    return null;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, "utf8");
    } catch {
      continue; // gone meanwhile
    }
    // "pid (comm) state ppid …": the name may hold spaces, so fields are counted after its ")".
    const nameEnd = stat.lastIndexOf(")");
    const name = stat.slice(stat.indexOf("(") + 1, nameEnd);
    const fields = stat.slice(nameEnd + 2).split(" ");
    if (name !== "workerd" || Number(fields[1]) !== process.pid) continue;
    found = true;
    ticks += Number(fields[11]) + Number(fields[12]); // utime, stime
  }
  return found ? (ticks * 1000) / TICKS_PER_SECOND : null;
}
