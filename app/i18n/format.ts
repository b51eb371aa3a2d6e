import { fill } from "../../shared/i18n/fill";
import type { Language } from "../../shared/languages";

/** The plural forms of one text, by CLDR category (`one`, `other`, and `few`, `many`… where a language has them). */
export type PluralForms = { one: string; other: string } & Partial<Record<Intl.LDMLPluralRule, string>>;

const rules = new Map<Language, Intl.PluralRules>();

/** The form of `forms` for `count` in `language`, with `{count}` filled in (as the language writes numbers). */
export function plural(language: Language, count: number, forms: PluralForms, values: Record<string, string | number> = {}): string {
  let rule = rules.get(language);
  if (!rule) {
    rule = new Intl.PluralRules(language);
    rules.set(language, rule);
  }
  const form = forms[rule.select(count)] ?? forms.other;
  return fill(form, { count: formatNumber(language, count), ...values });
}

export const formatNumber = (language: Language, value: number) => new Intl.NumberFormat(language).format(value);

/** A clock time as the language writes it (e.g. 3:05 PM, 15:05). */
export const formatTime = (language: Language, at: number) =>
  new Date(at).toLocaleTimeString(language, { hour: "numeric", minute: "2-digit" });

/** A calendar date as the language writes it (e.g. Feb 24, 2027; 24. Feb. 2027). */
export const formatDate = (language: Language, at: number) =>
  new Date(at).toLocaleDateString(language, { year: "numeric", month: "short", day: "numeric" });
