/**
 * bench:global's printout: each timed path per region beside its floor, the injected delays
 * alone that the ideal design (issue 27) would still pay, and what each floor counts; then
 * the storm.
 */
import type { JoinTimes, MarkTimes, ReconnectTimes } from "./global-latencies.ts";
import type { Region } from "./global-regions.ts";
import type { StormResult } from "./global-storm.ts";
import { STORM_WINDOW_MS } from "./global-storm.ts";
import { percentile } from "./local-api.ts";

export interface GlobalFigures {
  d1DelayMs: number;
  samples: number;
  creates: Map<string, number[]>;
  joins: Map<string, JoinTimes[]>;
  marks: Map<string, MarkTimes>;
  reconnects: Map<string, ReconnectTimes>;
  storms: StormResult[];
}

/** What each floor counts, as printed under the table (and as computed in report()). */
const FLOOR_NOTES = [
  "create            1 round trip + 2 D1 trips (the paywall may read D1: issue 27 allows two)",
  "join: answer      1 round trip, no D1 (the room admits the newcomer; D1's index is written behind)",
  "join → live       3 round trips: join, socket ticket, socket upgrade (the first message follows the 101 at once), no D1",
  "socket connect    POST socket-ticket until the first message: 2 round trips, no D1 (a signed ticket, membership checked by the room)",
  "mark: own answer  1 round trip of the tapper, no D1 (PUT /entries/{id})",
  "mark over socket  the same, sent over the tapper's open socket until the room's mark-answer",
  "mark: others      the tapper's one way in + the receiver's one way out, no D1",
  "reconnect         back after a missed change: POST socket-ticket until the store holds the game again; 2 round trips,",
  "                  the whole game in the socket's first message (the socket URL says the version held)",
  "reconnect, reads  the same the old way: presence first, then GET the game and its entries: 4 round trips",
];

function row(label: string, where: string, times: number[], floorMs: number, d1DelayMs: number): string[] {
  const sorted = [...times].sort((a, b) => a - b);
  const median = percentile(sorted, 0.5);
  const above = median - floorMs;
  return [
    label,
    where,
    median.toFixed(0),
    percentile(sorted, 0.95).toFixed(0),
    floorMs.toFixed(0),
    above.toFixed(0),
    d1DelayMs > 0 ? (above / d1DelayMs).toFixed(1) : "-",
  ];
}

function table(rows: string[][]): string {
  const header = ["path", "region", "median", "p95", "floor", "above floor", "≈ D1 trips above"];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((cells) => cells[column]!.length)));
  const format = (cells: string[]) =>
    `| ${cells.map((cell, column) => (column < 2 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join(" | ")} |`;
  const rule = `|${widths.map((width, column) => (column < 2 ? `${"-".repeat(width + 2)}` : `${"-".repeat(width + 1)}:`)).join("|")}|`;
  return [format(header), rule, ...rows.map(format)].join("\n");
}

export function report(regions: Region[], figures: GlobalFigures): string {
  const { d1DelayMs, samples } = figures;
  const rows: string[][] = [];
  const trip = (region: Region) => 2 * region.oneWayMs;
  for (const region of regions) {
    rows.push(row("create", region.name, figures.creates.get(region.name)!, trip(region) + 2 * d1DelayMs, d1DelayMs));
  }
  const joins = (pick: (times: JoinTimes) => number) => (region: Region) => figures.joins.get(region.name)!.map(pick);
  for (const region of regions) rows.push(row("join: answer", region.name, joins((t) => t.answer)(region), trip(region), d1DelayMs));
  for (const region of regions) rows.push(row("join → live", region.name, joins((t) => t.live)(region), 3 * trip(region), d1DelayMs));
  for (const region of regions) {
    rows.push(row("socket connect", region.name, joins((t) => t.socketConnect)(region), 2 * trip(region), d1DelayMs));
  }
  for (const region of regions) {
    rows.push(row("mark: own answer", region.name, figures.marks.get(region.name)!.ownAnswer, trip(region), d1DelayMs));
  }
  for (const region of regions) {
    rows.push(row("mark over socket", region.name, figures.marks.get(region.name)!.socketAnswer, trip(region), d1DelayMs));
  }
  for (const region of regions) {
    rows.push(row("reconnect", region.name, figures.reconnects.get(region.name)!.wholeInFirstMessage, 2 * trip(region), d1DelayMs));
  }
  for (const region of regions) {
    rows.push(row("reconnect, reads", region.name, figures.reconnects.get(region.name)!.readingAfter, 4 * trip(region), d1DelayMs));
  }
  for (const tapper of regions) {
    for (const receiver of regions) {
      const times = figures.marks.get(tapper.name)!.toOthers.get(receiver.name)!;
      rows.push(row("mark: others", `${tapper.name} → ${receiver.name}`, times, tapper.oneWayMs + receiver.oneWayMs, d1DelayMs));
    }
  }

  const where = regions.map((region) => `${region.name} ${region.oneWayMs} ms`).join(", ");
  const lines = [
    "",
    `bench:global — every D1 call ${d1DelayMs} ms away (one round trip per call, a batch is one); ` +
      `players' one-way delay to the room: ${where}. The game is made in ${regions[0]!.name}.`,
    `Milliseconds, median and p95 of ${samples} per region (mark: others, of ${samples} taps by the tapper's region). ` +
      "The regions create and join side by side; taps go one at a time.",
    "",
    table(rows),
    "",
    "Floors: the injected delays alone that the ideal design (issue 27) still pays; 'above floor' is everything else:",
    ...FLOOR_NOTES.map((note) => `  ${note}`),
    "  (A round trip is twice the region's one-way delay. Neither figures nor floors include TCP or TLS handshakes:",
    "  the proxy delays data only, so a new connection costs nothing here that it would cost for real.)",
    "",
    ...figures.storms.flatMap((storm) => stormLines(storm, regions)),
    "  (Here every change goes from D1 to the room along one path, the Worker standing where the room is, with",
    "  delays that never vary: Workers at each player's edge, as on Cloudflare, and jitter are not modelled.)",
  ];
  return lines.join("\n");
}

function stormLines(storm: StormResult, regions: Region[]): string[] {
  const { counts } = storm;
  return [
    `Storm, ${storm.label}: ${storm.clients} players (${storm.clients / regions.length} in each region) each tap once, ` +
      `sent within ${storm.spreadMs.toFixed(0)} ms (window ${STORM_WINDOW_MS} ms):`,
    `  answers: ${storm.accepted} accepted, ${storm.superseded} refused as overtaken (MARK_SUPERSEDED); ` +
      `tap → own answer p50 ${storm.answerP50.toFixed(0)} ms, max ${storm.answerMax.toFixed(0)} ms`,
    `  version gaps on the socket: ${storm.clientsWithSocketGap} of ${storm.clients} clients (${counts.socketGaps} messages); ` +
      `own answers that skipped a version: ${counts.answerGaps}; presence ahead: ${counts.presenceAhead}`,
    `  whole-game re-reads: ${counts.reads} by ${storm.clientsThatRead} clients; ` +
      `ended as D1 holds it: ${storm.clientsAsD1} of ${storm.clients} (${storm.endStates} distinct end state${storm.endStates === 1 ? "" : "s"}), ` +
      `all quiet ${storm.settledMs.toFixed(0)} ms after the first tap`,
  ];
}
