import type { ReactNode } from "react";
import { useStrings } from "../i18n/strings";

/**
 * The entries under the board (up to 300) fold away with a tap: a native disclosure, so it
 * works before the page's script has loaded. Open at first; React leaves a folded one folded.
 */
export function EntriesDisclosure({ count, children }: { count: number; children: ReactNode }) {
  const t = useStrings();
  return (
    <details className="entries" open>
      <summary className="entries__summary">
        <h2 className="section-heading">
          {t.play.entries} <span className="counter">{count}</span>
        </h2>
      </summary>
      {children}
    </details>
  );
}
