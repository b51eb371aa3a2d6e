import { useEffect, useRef } from "react";
import { redirect, useNavigate } from "react-router";
import { LIMITS } from "../../shared/constants";
import { FORM_ALERTS } from "../../shared/form-alerts";
import { ApiRequestError } from "../api/api-client";
import { Page } from "../components/page";
import { handleForm } from "../forms/form-action";
import { useSubmitStatus } from "../forms/form-status";
import { FormSubmit } from "../forms/form-submit";
import { PostForm } from "../forms/post-form";
import { ScreenNameField } from "../forms/screen-name-field";
import type { Route } from "./+types/create";

export const meta = () => [{ title: "Create Game · Bingo with friends" }];

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

export const clientAction = ({ request }: Route.ClientActionArgs) =>
  handleForm(
    request,
    (schemas) => schemas.createGameInput,
    async (input) => {
      const [{ ensureSignedIn }, { createGame }] = await Promise.all([
        import("../auth/session.client"),
        import("../game/game-api"),
      ]);
      await ensureSignedIn();
      try {
        return redirect(`/play/${(await createGame(input)).code}/setup/`);
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 402) return redirect("/paywall/");
        throw error;
      }
    },
    { unfilledAlert: FORM_ALERTS.createGame },
  );

/** SPEC §2, Create Game. */
export default function Create({ loaderData, actionData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const state = useSubmitStatus(actionData);

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
    <Page heading="Create Game">
      <PostForm state={state} noValidate onSubmit={() => void (sent.current = true)}>
        <ScreenNameField required />
        <label className="field">
          <span>Game Name</span>
          <input name="gameName" required maxLength={LIMITS.gameName.max} placeholder="Christmas at Grandma's" />
        </label>
        <label className="field">
          <span>Description (optional)</span>
          <textarea name="description" rows={3} maxLength={LIMITS.description.max} />
        </label>
        <FormSubmit state={state} label="proceed" busyLabel="Creating…" />
      </PostForm>
    </Page>
  );
}
