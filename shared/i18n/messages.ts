import type { messages } from "./en";

type Widen<T> = T extends string ? string : { [K in keyof T]: Widen<T[K]> };

/** What the server says in words (refusals, validation), in one language; English is `./en.ts`. */
export type Messages = Widen<typeof messages>;
