import { PRACTICE_GAME_CODE } from "../../shared/constants";
import { SignInOnIntentScript, useSignInOnIntent, type HeadStartProps } from "../auth/sign-in-on-intent";
import { Page } from "../components/page";
import { useSubmitStatus } from "../forms/form-status";
import { FormSubmit } from "../forms/form-submit";
import { JoinWaitNote } from "../game/join-wait";
import { joinGameAction } from "../forms/join-game-action";
import { PostForm } from "../forms/post-form";
import { ScreenNameField } from "../forms/screen-name-field";
import { metaStrings } from "../i18n/meta-strings";
import { useStrings } from "../i18n/strings";
import type { Route } from "./+types/player-name";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: metaStrings(matches).account.playerName.title }];
}

/**
 * SPEC §2, the test-style join screen: a name, then the game with the code 'testing', the
 * shared practice game the server makes on first use (docs/decisions/008). The same flow as
 * the Join Game screen, with the code given.
 */
export const clientAction = ({ request }: Route.ClientActionArgs) => joinGameAction(request, PRACTICE_GAME_CODE);

/** The practice game is always in play: a press before hydration joins it at once (guest-head-start.ts). */
const PRACTICE_HEAD_START: HeadStartProps = { join: { code: PRACTICE_GAME_CODE, codeField: null }, screen: "play" };

export default function PlayerName({ actionData }: Route.ComponentProps) {
  const state = useSubmitStatus(actionData);
  const signInOnIntent = useSignInOnIntent(PRACTICE_HEAD_START);
  const t = useStrings().account.playerName;

  return (
    <Page heading={t.heading}>
      <p>{t.intro}</p>
      <PostForm state={state} ref={signInOnIntent}>
        <ScreenNameField state={state} />
        <FormSubmit state={state} label={t.submit} busyLabel={t.submitting} />
        <JoinWaitNote />
      </PostForm>
      <SignInOnIntentScript {...PRACTICE_HEAD_START} />
    </Page>
  );
}
