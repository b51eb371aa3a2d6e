import { useEffect, useRef } from "react";
import { redirect, useNavigate, type ShouldRevalidateFunctionArgs } from "react-router";
import { BOARD_SIZES, DEFAULT_BOARD_SIZE, entriesToStart } from "../../shared/board-shape";
import { fill } from "../../shared/i18n/fill";
import { ApiRequestError } from "../api/api-client";
import { Page } from "../components/page";
import { handleForm } from "../forms/form-action";
import { useSubmitStatus } from "../forms/form-status";
import { fieldProblem } from "../forms/form-error";
import { FormSubmit } from "../forms/form-submit";
import { PostForm } from "../forms/post-form";
import { ScreenNameField } from "../forms/screen-name-field";
import { WinChoices } from "../game/win-choices";
import { metaStrings } from "../i18n/meta-strings";
import { useStrings } from "../i18n/strings";
import type { Route } from "./+types/create";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: metaStrings(matches).start.create.title }];
}

/**
 * SPEC §2, Route guards: creation is blocked (to the purchase page) for a user who has
 * created a game before and has no current pass. The server enforces it too (402).
 */
async function needsPass(): Promise<boolean> {
  const { currentUser } = await import("../auth/session.client");
  if (!(await currentUser())) return false;
  const { loadUserDetails } = await import("../api/user-details");
  const user = await loadUserDetails().catch(() => null);
  return Boolean(user?.hasCreated && !user.paid);
}

// The form is rendered on the server, so it can be typed into before the app's code runs
// (decision 010); a route whose only loader is a clientLoader would render nothing there.
export const loader = () => null;

/** On a navigation inside the app the guard runs before the screen shows. */
export async function clientLoader() {
  if (await needsPass()) throw redirect("/paywall/");
  return { guarded: true };
}

/**
 * The guard is not asked again after this screen's own form was sent. A creation whose answer
 * patchy Wi-Fi lost has made the person's first game: asked again, the guard would send them
 * to the paywall with that game out of sight, instead of leaving them to send it again (its
 * key then opens the game it made). The server's 402 guards a real second game.
 */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod ? false : defaultShouldRevalidate;
}

export const clientAction = ({ request }: Route.ClientActionArgs) =>
  handleForm(
    request,
    (schemas) => schemas.createGameInput,
    async (input) => {
      const [{ ensureSignedIn }, { createGame }] = await Promise.all([
        import("../auth/session.client"),
        import("../game/create-game-api"),
      ]);
      await ensureSignedIn();
      try {
        return redirect(`/play/${(await createGame(input)).code}/setup/`);
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 402) return redirect("/paywall/");
        throw error;
      }
    },
    { inline: ["screenName", "gameName", "description"] },
  );

/** SPEC §2, Create Game. */
export default function Create({ loaderData, actionData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const state = useSubmitStatus(actionData);
  const t = useStrings().start.create;
  const gameNameProblem = fieldProblem(state, "gameName");
  const descriptionProblem = fieldProblem(state, "description");

  // A page opened directly was rendered by the server: the guard runs once it is interactive.
  // Its answer is dropped once the form is sent or the screen is left: a game just made
  // makes it "has created", and the server's 402 guards the sending anyway.
  const sent = useRef(false);
  useEffect(() => {
    if (loaderData) return;
    let shown = true;
    needsPass().then((blocked) => blocked && shown && !sent.current && navigate("/paywall/", { replace: true }));
    return () => {
      shown = false;
    };
  }, [loaderData, navigate]);

  return (
    <Page heading={t.heading}>
      {/* No maxLength on its fields: a name cut off silently at 80 characters was a name
          nobody typed. Too long is said next to the field, with the limit. */}
      <PostForm state={state} onSubmit={() => void (sent.current = true)}>
        <ScreenNameField required state={state} />
        <label className="field">
          <span>{t.gameName}</span>
          <input name="gameName" required placeholder={t.gameNamePlaceholder} {...gameNameProblem.attributes} />
          {gameNameProblem.message}
        </label>
        <label className="field">
          <span>{t.description}</span>
          <textarea name="description" rows={3} {...descriptionProblem.attributes} />
          {descriptionProblem.message}
        </label>
        {/* A small party plays a smaller board; 5×5 unless the creator picks another. */}
        <fieldset className="board-size">
          <legend>{t.boardSize}</legend>
          <div className="board-size__options">
            {[...BOARD_SIZES].reverse().map((size) => (
              <label key={size} className="board-size__option">
                <input type="radio" name="boardSize" value={size} defaultChecked={size === DEFAULT_BOARD_SIZE} />
                <span className="board-size__name">{fill(t.boardSizeOption, { size })}</span>
                <span className="board-size__needs">{fill(t.boardSizeNeeds, { count: entriesToStart(size) })}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <WinChoices />
        <FormSubmit state={state} label={t.submit} busyLabel={t.submitting} />
      </PostForm>
    </Page>
  );
}
