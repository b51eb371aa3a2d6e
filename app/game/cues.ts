import { soundAllowed } from "../components/sound-setting";

/**
 * The play screen's short sounds, made with the Web Audio API: no file to fetch,
 * and this module is loaded only the first time a cue is due (`playCue`). Quiet and short, so
 * a table full of phones is festive rather than loud. A browser that will not play (no user
 * gesture yet, no Web Audio) stays silent: sound is a bonus, the screen says it all.
 */
export type Cue = "line" | "win" | "one-away";

/** Notes of each cue: [frequency Hz, start s, length s]. */
const NOTES: Record<Cue, Array<[number, number, number]>> = {
  // A rising triad: your line is complete, call it.
  line: [
    [523.25, 0, 0.12],
    [659.25, 0.1, 0.12],
    [783.99, 0.2, 0.25],
  ],
  // A little fanfare: somebody won.
  win: [
    [523.25, 0, 0.1],
    [659.25, 0.1, 0.1],
    [783.99, 0.2, 0.1],
    [1046.5, 0.3, 0.4],
  ],
  // Two low ticks: someone is one away.
  "one-away": [
    [220, 0, 0.08],
    [220, 0.18, 0.08],
  ],
};

let context: AudioContext | null = null;

export async function playCue(cue: Cue): Promise<void> {
  if (!soundAllowed() || typeof AudioContext !== "function") return;
  context ??= new AudioContext();
  if (context.state === "suspended") await context.resume().catch(() => undefined);
  if (context.state !== "running") return;
  const start = context.currentTime + 0.02;
  for (const [frequency, at, length] of NOTES[cue]) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = "triangle";
    oscillator.frequency.value = frequency;
    // A soft attack and decay: no click at either end.
    gain.gain.setValueAtTime(0, start + at);
    gain.gain.linearRampToValueAtTime(0.15, start + at + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.001, start + at + length);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(start + at);
    oscillator.stop(start + at + length + 0.02);
  }
}
