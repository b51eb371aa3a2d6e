import { Fragment, type ReactNode } from "react";

/**
 * A catalogue text whose `{name}` places hold elements (a name in <bdi>, a link, a time), in
 * the order the language puts them: the same text and elements as JSX written out by hand.
 * A place with no value stays as written, as with `fill`.
 */
export function fillNodes(template: string, values: Record<string, ReactNode>): ReactNode[] {
  return template
    .split(/\{(\w+)\}/)
    .map((part, index) =>
      index % 2 === 0 ? part : part in values ? <Fragment key={index}>{values[part]}</Fragment> : `{${part}}`,
    )
    .filter((part) => part !== "");
}
