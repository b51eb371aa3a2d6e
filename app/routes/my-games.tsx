import { Link } from "react-router";
import type { Game } from "../../shared/api-types";
import { Page } from "../components/page";
import { PlayAgainFromList, PlayedAgainInvites } from "../game/played-again-invites";
import { roundSummary, wonRoundSummary } from "../game/round-summary";
import type { Catalogue } from "../i18n/catalogue/catalogue";
import { metaStrings } from "../i18n/meta-strings";
import { useStrings } from "../i18n/strings";
import type { Route } from "./+types/my-games";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: metaStrings(matches).start.myGames.title }];
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const { requireSession } = await import("../auth/require-session.client");
  await requireSession(request);
  const { listGamesAndInvites } = await import("../game/year-api");
  return listGamesAndInvites();
}

export function HydrateFallback() {
  const t = useStrings().start.myGames;
  return (
    <Page heading={t.heading}>
      <p role="status" className="loading">{t.loading}</p>
    </Page>
  );
}

const statusLabel = (status: Game["status"], labels: Catalogue["start"]["myGames"]["status"]): string =>
  ({ SETUP: labels.setup, PLAY: labels.play, BINGO: labels.bingo, COMPLETE: labels.complete })[status];

/** Where a game opens: setup before the start, the board in play, the result once won. */
const SCREEN_OF_STATUS: Record<Game["status"], string> = {
  SETUP: "setup/",
  PLAY: "",
  BINGO: "result/",
  COMPLETE: "result/",
};

/** SPEC §2, Games list (My Games): sorted by the server (PLAY, SETUP, … then name). */
export default function MyGames({ loaderData }: Route.ComponentProps) {
  const { games, playedAgain } = loaderData;
  const strings = useStrings();
  const t = strings.start.myGames;
  return (
    <Page heading={t.heading}>
      <PlayedAgainInvites invites={playedAgain} />
      {games.length === 0 ? (
        <div className="empty-state">
          <p>{t.empty}</p>
          <Link className="button button--primary" to="/create/">{t.createGame}</Link>
          <Link className="text-link" to="/join/">{t.joinGame}</Link>
        </div>
      ) : (
        <ul className="game-list">
          {games.map((game) => {
            const summary = [roundSummary(game, strings), wonRoundSummary(game, strings)].filter(Boolean).join(" · ");
            return (
              <li key={game.id}>
                <Link
                  className="game-list__item"
                  to={`/play/${game.code}/${SCREEN_OF_STATUS[game.status]}`}
                >
                  <span className="game-list__name">
                    {game.name}
                    {summary && <span className="game-list__round">{summary}</span>}
                  </span>
                  <span className={`status status--${game.status.toLowerCase()}`}>
                    {statusLabel(game.status, t.status)}
                  </span>
                </Link>
                <PlayAgainFromList game={game} />
              </li>
            );
          })}
        </ul>
      )}
    </Page>
  );
}
