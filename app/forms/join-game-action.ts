import { redirect } from "react-router";
import { normalizeGameCode } from "../../shared/game-code";
import type { JoinAnswer } from "../game/game-api";
import { signedInAhead, takeEarlyJoin, type EarlyJoinAnswer } from "../auth/head-start-state";
import { handleForm } from "./form-action";

/**
 * The clientAction of Join Game and of the practice join (SPEC §2), which gives the code:
 * an anonymous session if needed, the join, then the game's screen. A guest's press on a join
 * page has usually been sent already (guest-head-start.ts): its answer is used.
 */
export async function joinGameAction(request: Request, code?: string) {
  const early = await headStartJoin(request, code);
  if (early?.status === 200) {
    const { joinAnswered } = await import("../game/game-api");
    return redirect(`/play/${joinAnswered(early.body as JoinAnswer).code}/`);
  }
  // The join's own code comes beside the form's schemas, not after them.
  const joinApi = import("../game/join-api");
  joinApi.catch(() => undefined); // said by the form, if it sends
  return handleForm(
    request,
    (schemas) => (code ? schemas.joinGameInput : schemas.joinGameForm),
    async (input) => {
      const { joinGame } = await joinApi;
      // The head start's session, or one kept: Firebase's SDK is not needed on the way to the board.
      if (!(await signedInAhead())) await (await import("../auth/session.client")).ensureSignedIn();
      // A refusal the head start got first: "come back in a moment" is waited out before this send.
      return redirect(`/play/${(await joinGame(input, early)).code}/`);
    },
    { inline: code ? ["screenName"] : ["screenName", "code"], fields: code ? { code } : undefined },
  );
}

/**
 * The answer of the join the head start sent for these very values (the name as typed, the
 * game), if it sent one. A 200 is the board at once; any other answer, or none, and the form
 * is read and sent as usual: its checks and messages, the join's waits, are the form's.
 */
async function headStartJoin(request: Request, givenCode?: string): Promise<EarlyJoinAnswer | null> {
  const form = await request.clone().formData();
  const screenName = form.get("screenName");
  const code = givenCode ?? form.get("code");
  if (typeof screenName !== "string" || typeof code !== "string") return null;
  return (await takeEarlyJoin(screenName, normalizeGameCode(code))) ?? null;
}
