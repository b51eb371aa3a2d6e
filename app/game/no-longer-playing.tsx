import { Link } from "react-router";
import { PRACTICE_GAME_CODE } from "../../shared/constants";
import { Page } from "../components/page";

/**
 * The play screen of someone who is no longer a player in the game: a full practice game
 * lets its longest-standing players go to admit newcomers (docs/decisions/008). Their
 * socket is closed by then, so the screen says why nothing moves any more, and how back in.
 */
export function NoLongerPlaying({ code, name }: { code: string; name: string }) {
  const isPractice = code === PRACTICE_GAME_CODE;
  return (
    <Page heading={name} headerTitle="Game">
      <p role="status">You are no longer a player in this game.</p>
      {isPractice && (
        <p className="lede">The practice game was full, so its longest-standing players made room for newcomers.</p>
      )}
      <Link className="button button--primary" to={isPractice ? "/player-name/" : `/join/${code}/`}>
        Join again
      </Link>
    </Page>
  );
}
