import fc from "fast-check";

/** Text a hostile or careless client might send where the API expects a name or an entry. */
export const nastyText: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: "grapheme", maxLength: 60 }),
  fc.string({ unit: "binary", maxLength: 60 }),
  fc.string({ unit: "binary-ascii", maxLength: 60 }),
  fc.constantFrom(
    "",
    "   ",
    "<script>alert(1)</script>",
    '"><img src=x onerror=alert(1)>',
    "'; DROP TABLE entries; --",
    "\u202Egnp.exe",
    "\u200B\u200C\u200D\u2060\uFEFF",
    "👨‍👩‍👧‍👦🎄🎅🏽",
    "שלום עולם مرحبا",
    "a\u0000b",
    "\uD800 lone surrogate",
    "\uDFFF",
    "line\r\nbreak",
  ),
  // Around and far beyond every length limit.
  fc.integer({ min: 35, max: 520 }).map((length) => "é".repeat(length)),
  fc.integer({ min: 1_000, max: 15_000 }).map((length) => "x".repeat(length)),
);

/** Any JSON value, with a bias towards text. */
export const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: nastyText },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, 0, -1, 1e308, [], {}) },
);

/**
 * A raw request body: broken JSON, a JSON value of the wrong shape, or an object with the
 * endpoint's own fields (and some others) holding anything. `fields` maps a field name to
 * values worth trying besides random ones (e.g. a real game code).
 */
export function requestBody(fields: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<string> {
  const shaped = fc.record(
    Object.fromEntries(
      Object.entries(fields).map(([name, likely]) => [
        name,
        fc.oneof({ weight: 3, arbitrary: likely }, { weight: 1, arbitrary: anyValue }),
      ]),
    ),
    { requiredKeys: [] },
  );
  const withExtras = fc
    .tuple(shaped, fc.dictionary(fc.string({ maxLength: 12 }), anyValue, { maxKeys: 3 }))
    .map(([known, extra]) => ({ ...extra, ...known }));
  return fc.oneof(
    { weight: 6, arbitrary: withExtras.map((body) => JSON.stringify(body)) },
    { weight: 1, arbitrary: fc.jsonValue().map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
    {
      weight: 1,
      arbitrary: fc.constantFrom("", "{", '{"a":', "null", "[]", '{"__proto__": {"x": 1}}'),
    },
  );
}

/** A URL path segment where an id or code belongs: real ones, near misses and junk. */
export function pathSegment(real: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: real },
    fc.constantFrom(
      "0",
      "-1",
      "1.5",
      "1e3",
      "99999999999999999999",
      "%00",
      "..",
      "null",
      "ZZZZ2345",
    ),
    // Broken percent-encoding and bytes that are not UTF-8.
    fc.constantFrom("%", "%ZZ", "%E0%A4%A", "%ED%A0%80", "%FF%FE"),
    nastyText.map(encodeLoosely),
  );
}

/** Percent-encodes any string; a lone surrogate becomes bytes that are not valid UTF-8. */
export function encodeLoosely(text: string): string {
  return text.isWellFormed()
    ? encodeURIComponent(text)
    : `${encodeURIComponent(text.toWellFormed())}%ED%A0%80`;
}

/** 100 runs per property: enough variety, still a second or two against workerd. */
export const FUZZ_RUNS = { numRuns: 100 } as const;
