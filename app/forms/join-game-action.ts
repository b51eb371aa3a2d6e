import { redirect } from "react-router";
import type { Entry, Game } from "../../shared/api-types";
import { normalizeGameCode } from "../../shared/game-code";
import type { ApiResponse } from "../api/api-client";
import { signedInAhead, takeEarlyJoin } from "../auth/head-start-state";
import { handleForm } from "./form-action";

/**
 * The clientAction of Join Game and of the practice join (SPEC §2), which gives the code:
 * an anonymous session if needed, the join, then the game's screen. A press held until
 * hydration has usually been joined already (guest-head-start.ts): its answer is used.
 */
export async function joinGameAction(request: Request, code?: string) {
  const joined = await joinedBeforeHydration(request, code);
  if (joined) return joined;
  return handleForm(
    request,
    (schemas) => (code ? schemas.joinGameInput : schemas.joinGameForm),
    async (input) => {
      const { joinGame } = await import("../game/game-api");
      // The head start's session, or one kept: Firebase's SDK is not needed on the way to the board.
      if (!(await signedInAhead())) await (await import("../auth/session.client")).ensureSignedIn();
      return redirect(`/play/${(await joinGame(input)).code}/`);
    },
    { inline: code ? ["screenName"] : ["screenName", "code"], fields: code ? { code } : undefined },
  );
}

/**
 * The board at once, when the head start joined these very values (the name as typed, the
 * game) and the API took them. Any other answer, or none, and the form is read and sent as
 * usual: its checks and messages, the join's waits, are the form's.
 */
async function joinedBeforeHydration(request: Request, givenCode?: string): Promise<Response | null> {
  const form = await request.clone().formData();
  const screenName = form.get("screenName");
  const code = givenCode ?? form.get("code");
  if (typeof screenName !== "string" || typeof code !== "string") return null;
  const answer = await takeEarlyJoin(screenName, normalizeGameCode(code));
  if (answer?.status !== 200) return null;
  const { joinAnswered } = await import("../game/game-api");
  return redirect(`/play/${joinAnswered(answer.body as ApiResponse<Game> & { entries?: Entry[] }).code}/`);
}
