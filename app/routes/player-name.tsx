import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { Page } from "../components/page";

export const meta = () => [{ title: "Player's Name · Bingo with friends" }];

/** SPEC §2, the test-style join screen: a name, then the game with the code 'testing'. */
const TEST_GAME_CODE = "testing";

export default function PlayerName() {
  const navigate = useNavigate();
  const [name, setName] = useState("");

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) {
      window.alert("Please fill in all fields");
      return;
    }
    navigate(`/play/${TEST_GAME_CODE}/`);
  }

  return (
    <Page heading="Player's Name">
      <form className="form" onSubmit={submit} noValidate>
        <label className="field">
          <span>What would you like to be called?</span>
          <input name="name" autoComplete="nickname" maxLength={40} value={name} onChange={(e) => setName(e.target.value)} />
        </label>
        <button className="button button--primary" type="submit">
          next
        </button>
      </form>
    </Page>
  );
}
