import { useEffect, useState } from "react";
import { fill } from "../../shared/i18n/fill";
import { useStrings } from "../i18n/strings";

/**
 * The join link as a QR code, so someone across the table can scan it. The encoder is
 * loaded only when this is shown; it renders to SVG paths, no innerHTML.
 */
export function JoinQrCode({ url }: { url: string }) {
  const [modules, setModules] = useState<boolean[][] | null>(null);

  useEffect(() => {
    let cancelled = false;
    import("./qr-modules").then(({ qrModules }) => {
      if (!cancelled) setModules(qrModules(url));
    });
    return () => {
      cancelled = true;
    };
  }, [url]);

  if (!modules) return <div className="qr qr--loading" aria-hidden="true" />;
  return <QrCodeSvg url={url} modules={modules} />;
}

/** A QR code's modules drawn as one SVG path, labelled with the link it holds. */
/** `label`: its accessible name, when it is no join link (a paper card's claim link). */
export function QrCodeSvg({ url, modules, label }: { url: string; modules: boolean[][]; label?: string }) {
  const t = useStrings();
  const size = modules.length;
  const path = modules
    .flatMap((row, y) => row.map((dark, x) => (dark ? `M${x} ${y}h1v1h-1z` : "")))
    .join("");
  return (
    <svg className="qr" viewBox={`0 0 ${size} ${size}`} role="img" aria-label={label ?? fill(t.play.qrLabel, { url })} shapeRendering="crispEdges">
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
