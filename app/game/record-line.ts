import type { RecordYear } from "../../shared/api-types";
import type { Language } from "../../shared/languages";
import { fill } from "../../shared/i18n/fill";
import type { Catalogue } from "../i18n/catalogue/catalogue";
import { plural } from "../i18n/format";
import { placeName } from "./win-texts";

/**
 * One person's year in the family record, on the page and in its picture: their Bingos (first
 * places), every 2nd or 3rd place by name, and how many of their predictions came true.
 */
export function recordYearLine(year: RecordYear, strings: Catalogue, language: Language): string {
  const t = strings.year.record;
  return [
    year.bingos > 0 ? plural(language, year.bingos, t.bingos) : null,
    ...year.places.filter((place) => place > 1).map((place) => fill(t.placeWon, { place: placeName(place, strings) })),
    year.cameTrue.length > 0 ? plural(language, year.cameTrue.length, t.cameTrue) : t.nothing,
  ]
    .filter(Boolean)
    .join(" · ");
}
