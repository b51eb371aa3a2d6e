import { Link } from "react-router";
import { PRACTICE_GAME_CODE } from "../../shared/constants";
import { Page } from "../components/page";
import { useStrings } from "../i18n/strings";

/**
 * The play screen of someone who is no longer a player in the game: a full practice game
 * lets its longest-standing players go to admit newcomers (docs/decisions/008), and in any
 * other game only its creator can take a player out. Their socket is closed by
 * then, so the screen says why nothing moves any more, and where to go from here.
 */
export function NoLongerPlaying({ code, name }: { code: string; name: string }) {
  const t = useStrings();
  const texts = t.play.noLongerPlaying;
  const isPractice = code === PRACTICE_GAME_CODE;
  return (
    <Page heading={name} headerTitle={texts.headerTitle}>
      <p role="status">{texts.status}</p>
      {isPractice ? (
        <>
          <p className="lede">{texts.practiceFull}</p>
          <Link className="button button--primary" to="/player-name/">
            {texts.joinAgain}
          </Link>
        </>
      ) : (
        <>
          {/* Joining again would be refused: the removal is kept. */}
          <p className="lede">{t.messages.refusals.removedFromGame}</p>
          <Link className="button button--primary" to="/play/">
            {texts.myGames}
          </Link>
        </>
      )}
    </Page>
  );
}
