/**
 * The abuser of bench:abuse, in a process of its own at the lowest CPU priority (abuse.ts's
 * `readyFlood`): in life it is another machine, so its own client work (thousands of requests
 * and socket messages) must take neither the honest players' event loop nor the Worker's
 * cores. Its requests still cost the Worker what a real flood's would.
 *
 * Once told to go, one member, from one address, at once: asks for 1,000 socket tickets
 * and floods presence requests on every socket it gets, makes 1,000 joins with new
 * accounts and sends 1,000 marks in a burst. Posts back what each part got through. (Its
 * account joined the game before, from elsewhere: abuse.ts.)
 */
import process from "node:process";
import type WebSocket from "ws";
import { abuserUid, attempt, connect, tally, type Caller } from "./abuse-calls.ts";
import { closeSockets, inBatches } from "./bench-sockets.ts";
import { emulatorToken } from "./local-api.ts";

export type FloodPart = "tickets" | "joins" | "marks";

export interface FloodOrders {
  baseUrl: string;
  /** Which parts of the flood to send (all three unless BENCH_ABUSE names some). */
  parts: FloodPart[];
  code: string;
  /** Entries no honest player toggles: the abuser slows them down, never refuses them. */
  entryIds: number[];
  run: string;
  /** The one address the abuser sends everything from. */
  address: string;
}

export interface FloodReport {
  tickets: string;
  joins: string;
  marks: string;
  stillOpen: number;
  /** When (Date.now()) each call the Worker let through was answered, by part: bench:abuse's BENCH_TRACE. */
  admitted: Array<[FloodPart, number]>;
  /** Every call's answer as [part, status, when (Date.now())]: bench:abuse's BENCH_TRACE counts the flood's first second. */
  answered: Array<[FloodPart, number, number]>;
}

const FLOOD = 1_000;
/** Abusive requests of each kind in flight at once. */
const BURST = 50;
const PRESENCE_PER_SOCKET = 40;

const { baseUrl, code, entryIds, run, parts, address } = JSON.parse(process.argv[2]!) as FloodOrders;
// Started before its phase and told when to go (abuse.ts): a new process's start-up (Node,
// these modules) is this machine's CPU, not the flood's, and must not sit in the measurement.
await new Promise<void>((go) => {
  process.once("message", () => go());
  process.send!("ready");
});
/** `count` times `task`, BURST at a time, if `part` is in the orders; else nothing sent. */
const admitted: Array<[FloodPart, number]> = [];
const answered: Array<[FloodPart, number, number]> = [];
const send = (part: FloodPart, task: (index: number) => Promise<number>) =>
  parts.includes(part)
    ? inBatches([...Array(FLOOD).keys()], BURST, async (index) => {
        const status = await task(index);
        if (status === 200 || status === 101) admitted.push([part, Date.now()]);
        answered.push([part, status, Date.now()]);
        return status;
      })
    : Promise.resolve([]);
const as = (token: string): Caller => ({ baseUrl: new URL(baseUrl), token, address });
// A member of the game already (abuse.ts joined it): everything from here on is the flood.
const abuser = as(emulatorToken(abuserUid(run)));

const sockets: WebSocket[] = [];
const [tickets, joins, marks] = await Promise.all([
  send("tickets", async () => {
    const socket = await connect(abuser, code);
    if (typeof socket === "number") return socket;
    sockets.push(socket);
    for (let message = 0; message < PRESENCE_PER_SOCKET; message += 1) socket.send(JSON.stringify({ type: "presence" }));
    return 101;
  }),
  send("joins", async (index) => {
    const puppet = as(emulatorToken(`bench-abuse-${run}-puppet-${index}`));
    return (await attempt(puppet, "POST", "/games/join", { screenName: "Puppet", code })).status;
  }),
  send("marks", async (index) => {
    const entryId = entryIds[index % entryIds.length]!;
    return (await attempt(abuser, "PUT", `/entries/${entryId}`, { isMarked: index % 2 === 0 })).status;
  }),
]);
const stillOpen = sockets.filter((socket) => socket.readyState === socket.OPEN).length;
await closeSockets(sockets);
const report: FloodReport = { tickets: tally(tickets), joins: tally(joins), marks: tally(marks), stillOpen, admitted, answered };
process.send!(report, () => process.disconnect());
