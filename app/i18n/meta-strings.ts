import type { Catalogue } from "./catalogue/catalogue";
import { activeStrings, type PageStringsData } from "./strings";

/**
 * The page's catalogue inside a route's `meta` (which runs outside React, so no hook): root's
 * loader data, the first of the matches.
 */
export function metaStrings(matches: readonly ({ id: string; loaderData?: unknown } | undefined)[]): Catalogue {
  const root = matches.find((match) => match?.id === "root")?.loaderData as { strings?: PageStringsData } | undefined;
  if (!root?.strings) throw new Error("meta needs root's loader data");
  return activeStrings(root.strings).strings;
}
