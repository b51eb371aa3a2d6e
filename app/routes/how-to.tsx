import type { ReactNode } from "react";
import { Link } from "react-router";
import { Page } from "../components/page";
import { metaStrings } from "../i18n/meta-strings";
import { useStrings } from "../i18n/strings";
import type { Route } from "./+types/how-to";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: metaStrings(matches).start.howTo.title }];
}

/** A step's text with its `{places}` filled in bold, wherever the language puts them. */
function withBold(text: string, bold: Record<string, string>): ReactNode[] {
  return text.split(/(\{\w+\})/).filter(Boolean).map((piece, index) => {
    const place = /^\{(\w+)\}$/.exec(piece)?.[1];
    return place !== undefined && place in bold ? <strong key={index}>{bold[place]}</strong> : piece;
  });
}

/** SPEC §2, How To Play. */
export default function HowTo() {
  const t = useStrings().start.howTo;
  return (
    <Page heading={t.heading}>
      <ol className="steps">
        <li>{withBold(t.create.text, { lead: t.create.lead })}</li>
        <li>{withBold(t.invite.text, { lead: t.invite.lead })}</li>
        <li>{withBold(t.start.text, { lead: t.start.lead })}</li>
        <li>{withBold(t.tap.text, { select: t.tap.select, mark: t.tap.mark })}</li>
        <li>{withBold(t.win.text, { lead: t.win.lead })}</li>
      </ol>
      <Link className="button button--primary" to="/create/">{t.createGame}</Link>
    </Page>
  );
}
