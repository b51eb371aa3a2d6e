import type { PublicConfig } from "./public-config.server";

/** The public config the root loader put in the page (root.tsx), for client-only code. */
export function readPublicConfig(): PublicConfig {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="bingo-config"]');
  if (!meta) throw new Error("The page has no bingo-config meta tag");
  return JSON.parse(meta.content) as PublicConfig;
}
