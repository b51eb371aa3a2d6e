import { soundAllowed } from "../components/sound-setting";
import type { Cue } from "./cues";

/**
 * Plays a cue, loading the sound code only the first time one is due (sound code
 * loads only where used). Never throws: a cue that cannot play is skipped.
 */
export function playCueLater(cue: Cue): void {
  if (!soundAllowed()) return;
  import("./cues").then(({ playCue }) => playCue(cue)).catch(() => undefined);
}
