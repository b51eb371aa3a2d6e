import { useState, type FormEvent } from "react";
import { GAME_CODE_LENGTH } from "../../shared/constants";
import { normalizeGameCode } from "../../shared/game-code";
import { Logo } from "../components/logo";
import type { Route } from "./+types/join";

export function meta(_: Route.MetaArgs) {
  return [{ title: "Join Game · Bingo with friends" }];
}

/** SPEC §2, Join Game: screen name and game code, prefilled from /join/{gameId}/. */
export default function Join({ params }: Route.ComponentProps) {
  const [screenName, setScreenName] = useState("");
  const [code, setCode] = useState(normalizeGameCode(params.gameId ?? ""));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (normalizeGameCode(code).length !== GAME_CODE_LENGTH || !screenName.trim()) {
      window.alert("Please fill in all fields");
    }
  }

  return (
    <main className="page">
      <header className="page__header">
        <Logo size={48} />
        <h1>Join Game</h1>
      </header>
      <form className="form" onSubmit={submit} noValidate>
        <label className="field">
          <span>What would you like to be called?</span>
          <input
            name="screenName"
            autoComplete="nickname"
            maxLength={40}
            value={screenName}
            onChange={(event) => setScreenName(event.target.value)}
          />
        </label>
        <label className="field">
          <span>Game Code</span>
          <input
            name="code"
            inputMode="text"
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            maxLength={GAME_CODE_LENGTH + 4}
            value={code}
            onChange={(event) => setCode(event.target.value.toUpperCase())}
          />
        </label>
        <button className="button button--primary" type="submit">
          next
        </button>
      </form>
    </main>
  );
}
