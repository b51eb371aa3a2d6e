import { fill } from "./fill";
import type { Messages } from "./messages";

type Template = { pattern: RegExp; places: string[]; group: TextGroup; key: string; literalLength: number };
type TextGroup = "refusals" | "validation" | "busy" | "formAlerts";
const GROUPS: readonly TextGroup[] = ["refusals", "validation", "busy", "formAlerts"];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Each English text as a pattern that finds what was filled into it. */
function compile(english: Messages): Template[] {
  const templates: Template[] = [];
  for (const group of GROUPS) {
    for (const [key, text] of Object.entries(english[group] as Record<string, string>)) {
      const places: string[] = [];
      const source = text
        .split(/(\{\w+\})/)
        .map((part) => {
          const place = /^\{(\w+)\}$/.exec(part);
          if (!place) return escape(part);
          places.push(place[1]!);
          return "(.+?)";
        })
        .join("");
      templates.push({ pattern: new RegExp(`^${source}$`, "s"), places, group, key, literalLength: text.replace(/\{\w+\}/g, "").length });
    }
  }
  // The most specific first: "{label} must be at most {max} characters." before "{label} must be text.".
  return templates.sort((a, b) => b.literalLength - a.literalLength);
}

const compiled = new WeakMap<Messages, Template[]>();

/**
 * Says a message of the server (`messages`, made in English where the rule is) in another
 * language: the English text is matched against its template, and what was filled in (a
 * count, a field's label) is filled into the other language's. A text no template makes
 * (one for developers, say) stays as it is.
 */
export function translateMessage(text: string, english: Messages, target: Messages): string {
  if (english === target) return text;
  let templates = compiled.get(english);
  if (!templates) {
    templates = compile(english);
    compiled.set(english, templates);
  }
  for (const template of templates) {
    const found = template.pattern.exec(text);
    if (!found) continue;
    const values: Record<string, string> = {};
    template.places.forEach((place, index) => {
      const value = found[index + 1]!;
      const label = Object.entries(english.labels).find(([, englishLabel]) => englishLabel === value)?.[0];
      values[place] = label ? target.labels[label as keyof Messages["labels"]] : value;
    });
    return fill((target[template.group] as Record<string, string>)[template.key]!, values);
  }
  return text;
}
