import { useEffect, useId, useRef, useState } from "react";
import { useStrings } from "../i18n/strings";
import { shareOrCopy } from "./share-or-copy";

/**
 * "Share" on the result: the share sheet where the browser has one, else the
 * clipboard with a visible "Copied"; if both fail, the text shown selected, to copy by hand.
 */
export function ShareResult({ title, text }: { title: string; text: string }) {
  const t = useStrings();
  const [outcome, setOutcome] = useState<"idle" | "copied" | "manual">("idle");
  const manualText = useRef<HTMLTextAreaElement>(null);
  const manualId = useId();

  useEffect(() => {
    if (outcome !== "manual") return;
    manualText.current?.focus();
    manualText.current?.select();
  }, [outcome]);

  async function share() {
    const result = await shareOrCopy({ title, text }, text);
    if (result === "copied") setOutcome("copied");
    else if (result === "failed") setOutcome("manual");
  }

  return (
    <div className="share-result">
      <button type="button" className="button button--primary" onClick={share}>
        {t.play.share.share}
      </button>
      {/* Always in the page, so screen readers hear the change. */}
      <p role="status" className="share-result__status">
        {outcome === "copied" ? t.play.words.copied : ""}
      </p>
      {outcome === "manual" && (
        <>
          <label htmlFor={manualId}>{t.play.share.manual}</label>
          <textarea id={manualId} ref={manualText} className="share-result__text" readOnly rows={7} value={text} />
        </>
      )}
    </div>
  );
}
