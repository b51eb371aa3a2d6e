import type { FamilyRecord, RecordYear } from "../../shared/api-types";

/** What the picture says besides the record itself, in the page's language. */
export interface PictureWords {
  title: string;
  heading: string;
  notPlaying: string;
  line: (year: RecordYear) => string;
}

const WIDTH = 1080;
const MARGIN = 64;
const PERSON_GAP = 28;
const LINE = 44;
const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

/**
 * The family record drawn on a canvas, as a PNG: a heading, then each person and their years.
 * Light colours whatever the page's theme: a shared picture is seen in other apps.
 */
export async function recordPicture(record: FamilyRecord, words: PictureWords): Promise<Blob> {
  const rows = record.people.length * record.games.length;
  const height = MARGIN * 2 + 140 + record.people.length * (LINE + PERSON_GAP) + rows * LINE;
  const canvas = document.createElement("canvas");
  canvas.width = WIDTH;
  canvas.height = height;
  const context = canvas.getContext("2d");
  if (!context) throw new Error("canvas unavailable");
  context.fillStyle = "#fffaf0";
  context.fillRect(0, 0, WIDTH, height);
  context.fillStyle = "#b3261e";
  context.fillRect(0, 0, WIDTH, 16);

  let y = MARGIN + 40;
  context.fillStyle = "#1c1b1f";
  context.font = `700 48px ${FONT}`;
  y = text(context, words.heading, MARGIN, y);
  context.font = `400 32px ${FONT}`;
  context.fillStyle = "#5f5b66";
  y = text(context, record.games.map((game) => game.name).join(" → "), MARGIN, y + 8) + 32;

  for (const person of record.people) {
    context.font = `700 36px ${FONT}`;
    context.fillStyle = "#1c1b1f";
    y = text(context, person.name, MARGIN, y) + 4;
    context.font = `400 30px ${FONT}`;
    record.games.forEach((game, index) => {
      const year = person.years[index];
      context.fillStyle = year ? "#1c1b1f" : "#8a8590";
      y = text(context, `${game.year}: ${year ? words.line(year) : words.notPlaying}`, MARGIN + 24, y);
    });
    y += PERSON_GAP;
  }
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("no picture"))), "image/png"),
  );
}

/** One line of text, cut to the picture's width; the y of the next line. */
function text(context: CanvasRenderingContext2D, line: string, x: number, y: number): number {
  let shown = line;
  while (shown.length > 1 && context.measureText(shown).width > WIDTH - x - MARGIN) shown = `${shown.slice(0, -2)}…`;
  context.fillText(shown, x, y);
  return y + LINE;
}

/** The share sheet with the picture where the browser can share files; otherwise a download. */
export async function sharePicture(picture: Blob, title: string): Promise<"shared" | "downloaded"> {
  const file = new File([picture], "family-record.png", { type: "image/png" });
  if (typeof navigator.canShare === "function" && navigator.canShare({ files: [file] })) {
    try {
      await navigator.share({ files: [file], title });
      return "shared";
    } catch (error) {
      // Closing the share sheet is a choice, not a failure.
      if (error instanceof DOMException && error.name === "AbortError") return "shared";
    }
  }
  const url = URL.createObjectURL(file);
  const link = document.createElement("a");
  link.href = url;
  link.download = file.name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The download has its copy once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return "downloaded";
}
