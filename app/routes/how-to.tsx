import { Link } from "react-router";
import { Page } from "../components/page";

export const meta = () => [{ title: "How To Play · Bingo with friends" }];

/** SPEC §2, How To Play. */
export default function HowTo() {
  return (
    <Page heading="How To Play">
      <ol className="steps">
        <li>
          <strong>Create a game.</strong> Give it a name, then add predictions of what will happen:
          "Uncle Bob asks for more wine".
        </li>
        <li>
          <strong>Invite your friends.</strong> Tap the people icon at the top to share the link or
          read out the game code. Everyone adds their own predictions.
        </li>
        <li>
          <strong>Start the game</strong> once there are 24 or more. Everyone gets their own board of
          24 predictions around a free centre.
        </li>
        <li>
          <strong>Tap once to select</strong> a square, <strong>tap twice to mark or unmark</strong>{" "}
          it when it happens.
        </li>
        <li>
          <strong>The first to get 5 in a row</strong> (across, down or diagonally) who declares
          Bingo wins!
        </li>
      </ol>
      <Link className="button button--primary" to="/create/">Create Game</Link>
    </Page>
  );
}
