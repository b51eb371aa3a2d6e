import { Link } from "react-router";
import { fill } from "../../shared/i18n/fill";
import { useAuth } from "../auth/auth-provider";
import { LanguageChoice } from "../components/language-choice";
import { Logo } from "../components/logo";
import { metaStrings } from "../i18n/meta-strings";
import { useStrings } from "../i18n/strings";
import { STUDIO_NAME } from "../studio";
import type { Route } from "./+types/home";

export function meta({ matches }: Route.MetaArgs) {
  const t = metaStrings(matches).start.home;
  return [{ title: t.title }, { name: "description", content: t.description }];
}

/** SPEC §2, Welcome. */
export default function Home() {
  const { status } = useAuth();
  const t = useStrings().start.home;
  return (
    <main className="page page--centered welcome">
      <Logo size={112} />
      <h1 className="welcome__title">Bingo with friends</h1>
      <nav className="stack" aria-label={t.navLabel}>
        <Link className="button button--primary" to="/create/">
          {t.createGame}
        </Link>
        <Link className="button" to="/join/">
          {t.joinGame}
        </Link>
        {status === "signed-in" && (
          <Link className="button" to="/play/">
            {t.myGames}
          </Link>
        )}
      </nav>
      <Link className="text-link" to="/login/">
        {t.loginOrRegister}
      </Link>
      <p className="credit">{fill(t.credit, { studio: STUDIO_NAME })}</p>
      <LanguageChoice className="theme-choice welcome__languages" />
    </main>
  );
}
