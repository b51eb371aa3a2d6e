import type { en } from "./en";

/** A catalogue's shape with every text widened to `string`, so each language must give every key. */
type Widen<T> = T extends string ? string : { [K in keyof T]: Widen<T[K]> };

/**
 * Every string of the app for one language: `{name}` marks what is filled in (`fill`), and
 * an object of plural categories (`one`, `other`, …) a count's forms (`plural`).
 */
export type Catalogue = Widen<typeof en>;
export type Area = keyof Catalogue;
