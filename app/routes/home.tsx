import { Link } from "react-router";
import { useAuth } from "../auth/auth-provider";
import { Logo } from "../components/logo";
import { STUDIO_NAME } from "../studio";
import type { Route } from "./+types/home";

export function meta(_: Route.MetaArgs) {
  return [
    { title: "Home · Bingo with friends" },
    {
      name: "description",
      content: "Make a bingo game of what will happen at your gathering, and play it with family and friends.",
    },
  ];
}

/** SPEC §2, Welcome. */
export default function Home() {
  const { status } = useAuth();
  return (
    <main className="page page--centered welcome">
      <Logo size={112} />
      <h1 className="welcome__title">Bingo with friends</h1>
      <nav className="stack" aria-label="Start">
        <Link className="button button--primary" to="/create/">
          Create Game
        </Link>
        <Link className="button" to="/join/">
          Join Game
        </Link>
        {status === "signed-in" && (
          <Link className="button" to="/play/">
            My Games
          </Link>
        )}
      </nav>
      <Link className="text-link" to="/login/">
        login or register
      </Link>
      <p className="credit">
        Made by {STUDIO_NAME} to lighten up holiday gatherings.
      </p>
    </main>
  );
}
