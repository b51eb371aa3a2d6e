import { Link } from "react-router";
import { fill } from "../../shared/i18n/fill";
import { Page } from "../components/page";
import { metaStrings } from "../i18n/meta-strings";
import { useStrings } from "../i18n/strings";
import { STUDIO_NAME } from "../studio";
import type { Route } from "./+types/about";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: metaStrings(matches).start.about.title }];
}

/** SPEC §2, About. */
export default function About() {
  const t = useStrings().start.about;
  return (
    <Page heading={t.heading}>
      <p>{fill(t.story, { studio: STUDIO_NAME })}</p>
      <p>{t.pricing}</p>
      <Link className="button" to="/how-to/">{t.howToPlay}</Link>
    </Page>
  );
}
