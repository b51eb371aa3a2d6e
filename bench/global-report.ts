/**
 * bench:global's printout: each timed path per region beside its floor, the injected delays
 * alone that the ideal design would still pay, and what each floor counts; then
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

/**
 * What each floor counts, as printed under the table (and as computed in report()). A round
 * trip is the player's to their edge and that edge Worker's to the room; a D1 trip is the
 * edge Worker's: across its region's distance to the room's place, and D1's own round trip.
 */
const FLOOR_NOTES = [
  "create            1 round trip to the edge + 1 D1 trip from it (the paywall read, its check and the writes in one batch)",
  "join: answer      1 round trip to the room, no D1 (the room admits the newcomer; D1's index is written behind)",
  "join → live       2 round trips to the room: join (its answer brings the socket's ticket), socket upgrade (the first message follows the 101 at once), no D1",
  "socket connect    the join's answer until the first message: 1 round trip to the room, no D1 (the ticket the room minted with the join)",
  "mark: own answer  1 round trip to the room, no D1 (PUT /entries/{id})",
  "mark over socket  the same, sent over the tapper's open socket until the room's mark-answer",
  "mark: others      the tapper's one way in + the receiver's one way out (player, edge, room), no D1",
  "reconnect         back after a missed change: POST socket-ticket until the store holds the game again; 2 round trips to",
  "                  the room, the whole game in the socket's first message (the socket URL says the version held)",
  "reconnect, reads  the same the old way: presence first, then GET the game with its entries: 3 round trips to the room",
];

function row(label: string, where: string, times: number[], floorMs: number, d1TripMs: number): string[] {
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
    (median / floorMs).toFixed(2),
    d1TripMs > 0 ? (above / d1TripMs).toFixed(1) : "-",
  ];
}

function table(rows: string[][]): string {
  const header = ["path", "region", "median", "p95", "floor", "above floor", "÷ floor", "≈ D1 trips above"];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((cells) => cells[column]!.length)));
  const format = (cells: string[]) =>
    `| ${cells.map((cell, column) => (column < 2 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join(" | ")} |`;
  const rule = `|${widths.map((width, column) => (column < 2 ? `${"-".repeat(width + 2)}` : `${"-".repeat(width + 1)}:`)).join("|")}|`;
  return [format(header), rule, ...rows.map(format)].join("\n");
}

export function report(regions: Region[], figures: GlobalFigures): string {
  const { d1DelayMs, samples } = figures;
  const rows: string[][] = [];
  /** Player to edge and back. */
  const edgeTrip = (region: Region) => 2 * region.edgeMs;
  /** Player to the room and back, through their edge. */
  const trip = (region: Region) => 2 * (region.edgeMs + region.oneWayMs);
  /** One D1 call of the region's edge Worker. */
  const d1Trip = (region: Region) => d1DelayMs + 2 * region.oneWayMs;
  const add = (label: string, region: Region, times: number[], floorMs: number) =>
    rows.push(row(label, region.name, times, floorMs, d1DelayMs > 0 ? d1Trip(region) : 0));
  for (const region of regions) add("create", region, figures.creates.get(region.name)!, edgeTrip(region) + d1Trip(region));
  const joins = (pick: (times: JoinTimes) => number) => (region: Region) => figures.joins.get(region.name)!.map(pick);
  for (const region of regions) add("join: answer", region, joins((t) => t.answer)(region), trip(region));
  for (const region of regions) add("join → live", region, joins((t) => t.live)(region), 2 * trip(region));
  for (const region of regions) add("socket connect", region, joins((t) => t.socketConnect)(region), trip(region));
  for (const region of regions) add("mark: own answer", region, figures.marks.get(region.name)!.ownAnswer, trip(region));
  for (const region of regions) add("mark over socket", region, figures.marks.get(region.name)!.socketAnswer, trip(region));
  for (const region of regions) add("reconnect", region, figures.reconnects.get(region.name)!.wholeInFirstMessage, 2 * trip(region));
  // Ticket, socket, then the game and its entries read in one call (docs/decisions/046).
  for (const region of regions) add("reconnect, reads", region, figures.reconnects.get(region.name)!.readingAfter, 3 * trip(region));
  for (const tapper of regions) {
    for (const receiver of regions) {
      const times = figures.marks.get(tapper.name)!.toOthers.get(receiver.name)!;
      const floorMs = (trip(tapper) + trip(receiver)) / 2;
      rows.push(row("mark: others", `${tapper.name} → ${receiver.name}`, times, floorMs, d1DelayMs > 0 ? d1Trip(tapper) : 0));
    }
  }

  // The target: the farthest region into the room's, within 1.2 times the floor.
  const far = regions.reduce((farthest, region) => (region.oneWayMs > farthest.oneWayMs ? region : farthest));
  const ratio = (times: number[], floorMs: number) => (percentile([...times].sort((a, b) => a - b), 0.5) / floorMs).toFixed(2);
  const target =
    `target: from ${far.name} into a room in ${regions[0]!.name}, join → live ` +
    `${ratio(joins((t) => t.live)(far), 2 * trip(far))} and reconnect ` +
    `${ratio(figures.reconnects.get(far.name)!.wholeInFirstMessage, 2 * trip(far))} of their floors (≤ 1.2)`;
  const where = regions.map((region) => `${region.name} ${region.oneWayMs} ms`).join(", ");
  const lines = [
    "",
    `bench:global — each player's Worker at their edge (${regions[0]!.edgeMs} ms one way from them); its one-way delay to ` +
      `the game's room, in ${regions[0]!.name}: ${where}. D1 is ${d1DelayMs} ms (one round trip a call, a batch is one) from ` +
      "the room; an edge Worker's D1 call crosses its region's distance too.",
    `Milliseconds, median and p95 of ${samples} per region (mark: others, of ${samples} taps by the tapper's region). ` +
      "The regions create and join side by side; taps go one at a time. '÷ floor': the median over the floor.",
    "",
    table(rows),
    target,
    "",
    "Floors: the injected delays alone that the ideal design still pays; 'above floor' is everything else,",
    "and '≈ D1 trips above' counts it in D1 calls of that region's edge Worker:",
    ...FLOOR_NOTES.map((note) => `  ${note}`),
    "  (Neither figures nor floors include TCP or TLS handshakes: the proxies delay data only, so a new connection",
    "  costs nothing here that it would cost for real.)",
    "",
    ...figures.storms.flatMap((storm) => stormLines(storm, regions)),
    "  (Delays never vary here: jitter is not modelled.)",
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
