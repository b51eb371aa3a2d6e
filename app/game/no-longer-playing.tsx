import { Link } from "react-router";
import { PRACTICE_GAME_CODE } from "../../shared/constants";
import { REFUSAL_MESSAGES } from "../../shared/refusal-messages";
import { Page } from "../components/page";

/**
 * The play screen of someone who is no longer a player in the game: a full practice game
 * lets its longest-standing players go to admit newcomers (docs/decisions/008), and in any
 * other game only its creator can take a player out (issue #17). Their socket is closed by
 * then, so the screen says why nothing moves any more, and where to go from here.
 */
export function NoLongerPlaying({ code, name }: { code: string; name: string }) {
  const isPractice = code === PRACTICE_GAME_CODE;
  return (
    <Page heading={name} headerTitle="Game">
      <p role="status">You are no longer a player in this game.</p>
      {isPractice ? (
        <>
          <p className="lede">The practice game was full, so its longest-standing players made room for newcomers.</p>
          <Link className="button button--primary" to="/player-name/">
            Join again
          </Link>
        </>
      ) : (
        <>
          {/* Joining again would be refused: the removal is kept. */}
          <p className="lede">{REFUSAL_MESSAGES.removedFromGame}</p>
          <Link className="button button--primary" to="/play/">
            My games
          </Link>
        </>
      )}
    </Page>
  );
}
