import { memo } from "react";
import { JoinQrCodeNow } from "../game/join-qr-code-now";
import { joinUrl } from "../game/share-or-copy";
import { useStrings } from "../i18n/strings";

/**
 * How to join, for someone across the room: the join link's QR code, large enough to scan
 * from a sofa, the link to type and the 8-character code.
 */
function TvJoinPanelParts({ code, locked }: { code: string; locked: boolean }) {
  const t = useStrings().tv.join;
  const url = joinUrl(code);
  return (
    <section className="tv-join" aria-labelledby="tv-join-heading">
      <h2 id="tv-join-heading" className="tv-join__heading">
        {locked ? t.locked : t.scan}
      </h2>
      <JoinQrCodeNow url={url} />
      <p className="tv-join__url">{url.replace(/^https?:\/\//, "")}</p>
      <p className="tv-join__code">
        <span className="tv-join__code-label">{t.gameCode}</span>
        <strong className="tv-join__code-value">{code}</strong>
      </p>
    </section>
  );
}

/** Drawn again only when its own props change: the TV redraws on every presence and mark, and a
 * phone-class CPU (Lighthouse's) spent 100–200 ms a redraw on the whole screen. */
export const TvJoinPanel = memo(TvJoinPanelParts);
