import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { PRACTICE_GAME_CODE } from "../../shared/constants";
import { Page } from "../components/page";
import { FormError } from "../forms/form-error";
import { useFormStatus } from "../forms/use-form-status";

export const meta = () => [{ title: "Player's Name · Bingo with friends" }];

const toMessage = (error: unknown) =>
  error instanceof Error ? error.message : "Something went wrong. Please try again.";

/**
 * SPEC §2, the test-style join screen: a name, then the game with the code 'testing', the
 * shared practice game the server makes on first use (docs/decisions/008). Joins the way
 * the Join Game screen does: an anonymous session if needed, errors under the form.
 */
export default function PlayerName() {
  const navigate = useNavigate();
  const [name, setName] = useState("");
  const { state, run, processing } = useFormStatus(toMessage);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) {
      window.alert("Please fill in all fields");
      return;
    }
    let joined: string | undefined;
    await run(async () => {
      const [{ ensureSignedIn }, { joinGame }] = await Promise.all([
        import("../auth/session.client"),
        import("../game/game-api"),
      ]);
      await ensureSignedIn();
      joined = (await joinGame({ screenName: name, code: PRACTICE_GAME_CODE })).code;
    });
    if (joined) navigate(`/play/${joined}/`);
  }

  return (
    <Page heading="Player's Name">
      <p>Try it out in the practice game, open to everyone: mark what happens, get five in a row, call Bingo.</p>
      <form className="form" onSubmit={submit} noValidate>
        <label className="field">
          <span>What would you like to be called?</span>
          <input name="name" autoComplete="nickname" maxLength={40} value={name} onChange={(e) => setName(e.target.value)} />
        </label>
        <FormError state={state} />
        <button className="button button--primary" type="submit" disabled={processing}>
          {processing ? "Joining…" : "next"}
        </button>
      </form>
    </Page>
  );
}
