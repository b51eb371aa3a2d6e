/** A catalogue text with its `{name}` places filled in; a place with no value stays as written. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (place, name: string) => (name in values ? String(values[name]) : place));
}

/** The one place a text has (`{missing}`, `{limit}`…), if it has one. */
export function fillOnly(template: string, value: string | number): string {
  return template.replace(/\{\w+\}/, String(value));
}
