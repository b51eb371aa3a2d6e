import { useEffect, useState } from "react";
import { fill } from "../../shared/i18n/fill";
import { onBrowserWake } from "../api/back-off";
import { useStrings } from "../i18n/strings";

/**
 * The join link as a QR code, so someone across the table can scan it. The encoder is
 * loaded only when this is shown; it renders to SVG paths, no innerHTML. If the encoder does
 * not come (a phone offline), its place stays empty beside the link and code, which say the
 * same, and it is tried again when the browser is back (docs/decisions/038).
 */
export function JoinQrCode({ url }: { url: string }) {
  const [modules, setModules] = useState<boolean[][] | null>(null);

  useEffect(() => {
    let done = false;
    const draw = () =>
      import("./qr-modules").then(
        ({ qrModules }) => {
          if (done) return;
          done = true;
          setModules(qrModules(url));
          stop();
        },
        () => undefined,
      );
    const stop = onBrowserWake(() => void draw());
    void draw();
    return () => {
      done = true;
      stop();
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
