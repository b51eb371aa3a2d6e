import { useState, type FormEvent } from "react";
import { redirect, useNavigate } from "react-router";
import { ApiRequestError } from "../api/api-client";
import { Page } from "../components/page";
import { FormError } from "../forms/form-error";
import { useFormStatus } from "../forms/use-form-status";
import type { Route } from "./+types/create";

export const meta = () => [{ title: "Create Game · Bingo with friends" }];

/**
 * SPEC §2, Route guards: creation is blocked (to the purchase page) for a user who has
 * created a game before and has no current pass. The server enforces it too (402).
 */
export async function clientLoader() {
  const { currentUser } = await import("../auth/session.client");
  if (!(await currentUser())) return null;
  const { loadUserDetails } = await import("../api/user-details");
  const user = await loadUserDetails().catch(() => null);
  if (user?.hasCreated && !user.paid) throw redirect("/paywall/");
  return null;
}

const toMessage = (error: unknown) =>
  error instanceof Error ? error.message : "Something went wrong. Please try again.";

/** SPEC §2, Create Game. */
export default function Create(_: Route.ComponentProps) {
  const navigate = useNavigate();
  const [screenName, setScreenName] = useState("");
  const [gameName, setGameName] = useState("");
  const [description, setDescription] = useState("");
  const { state, run, processing } = useFormStatus(toMessage);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!screenName.trim() || !gameName.trim()) {
      window.alert("Please fill in all required fields");
      return;
    }
    let code: string | undefined;
    await run(async () => {
      const [{ ensureSignedIn }, { createGame }] = await Promise.all([
        import("../auth/session.client"),
        import("../game/game-api"),
      ]);
      await ensureSignedIn();
      try {
        code = (await createGame({ screenName, gameName, description })).code;
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 402) {
          navigate("/paywall/");
          return;
        }
        throw error;
      }
    });
    if (code) navigate(`/play/${code}/setup/`);
  }

  return (
    <Page heading="Create Game">
      <form className="form" onSubmit={submit} noValidate>
        <label className="field">
          <span>What would you like to be called?</span>
          <input name="screenName" autoComplete="nickname" required maxLength={40} value={screenName} onChange={(e) => setScreenName(e.target.value)} />
        </label>
        <label className="field">
          <span>Game Name</span>
          <input name="gameName" required maxLength={80} placeholder="Christmas at Grandma's" value={gameName} onChange={(e) => setGameName(e.target.value)} />
        </label>
        <label className="field">
          <span>Description (optional)</span>
          <textarea name="description" rows={3} maxLength={500} value={description} onChange={(e) => setDescription(e.target.value)} />
        </label>
        <FormError state={state} />
        <button className="button button--primary" type="submit" disabled={processing}>
          {processing ? "Creating…" : "proceed"}
        </button>
      </form>
    </Page>
  );
}
