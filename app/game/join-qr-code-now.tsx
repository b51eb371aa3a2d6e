import { useMemo } from "react";
import { QrCodeSvg } from "./join-qr-code";
import { qrModules } from "./qr-modules";

/**
 * The join QR drawn with the rest of its screen, for screens whose code loads with them (the
 * TV view, the print view): the encoder (4.6 KB) comes in the route's file, and the code is in
 * the first render, instead of a placeholder, a second render and a second layout of the
 * whole screen once the encoder has been fetched.
 */
export function JoinQrCodeNow({ url, label }: { url: string; label?: string }) {
  const modules = useMemo(() => qrModules(url), [url]);
  return <QrCodeSvg url={url} modules={modules} label={label} />;
}
