import { Link } from "react-router";
import type { Game } from "../../shared/api-types";
import { Page } from "../components/page";
import { roundSummary } from "../game/round-summary";
import type { Route } from "./+types/my-games";

export const meta = () => [{ title: "Play · Bingo with friends" }];

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const { requireSession } = await import("../auth/require-session.client");
  await requireSession(request);
  const { listGames } = await import("../game/game-api");
  return { games: (await listGames()).data };
}

export function HydrateFallback() {
  return (
    <Page heading="My Games">
      <p role="status" className="loading">Loading your games…</p>
    </Page>
  );
}

const STATUS_LABEL: Record<Game["status"], string> = {
  SETUP: "Adding entries",
  PLAY: "Playing",
  BINGO: "Bingo!",
  COMPLETE: "Ended",
};

/** Where a game opens: setup before the start, the board in play, the result once won (issue #15). */
const SCREEN_OF_STATUS: Record<Game["status"], string> = {
  SETUP: "setup/",
  PLAY: "",
  BINGO: "result/",
  COMPLETE: "result/",
};

/** SPEC §2, Games list (My Games): sorted by the server (PLAY, SETUP, … then name). */
export default function MyGames({ loaderData }: Route.ComponentProps) {
  const { games } = loaderData;
  return (
    <Page heading="My Games">
      {games.length === 0 ? (
        <div className="empty-state">
          <p>No games found.</p>
          <Link className="button button--primary" to="/create/">Create a Game</Link>
          <Link className="text-link" to="/join/">Have an invite? Join a game</Link>
        </div>
      ) : (
        <ul className="game-list">
          {games.map((game) => {
            const summary = roundSummary(game);
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
                    {STATUS_LABEL[game.status]}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </Page>
  );
}
