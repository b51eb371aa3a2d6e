/** A game's join link, as the people menu and the shared result give it. */
export const joinUrl = (code: string) => `${window.location.origin}/join/${code}/`;

export type ShareOutcome = "shared" | "cancelled" | "copied" | "failed";

/**
 * Phones get their own share sheet (Web Share API); elsewhere `copyText` goes to the
 * clipboard. "failed" when neither works (no permission, an insecure page): the caller
 * then shows the text for copying by hand.
 */
export async function shareOrCopy(data: ShareData, copyText: string): Promise<ShareOutcome> {
  if (typeof navigator.share === "function") {
    try {
      await navigator.share(data);
      return "shared";
    } catch (error) {
      // The person closed the share sheet: nothing to do. Any other failure falls back to copying.
      if (error instanceof DOMException && error.name === "AbortError") return "cancelled";
    }
  }
  try {
    await navigator.clipboard.writeText(copyText);
    return "copied";
  } catch {
    return "failed";
  }
}
