import { redirect } from "react-router";
import { handleForm } from "./form-action";

/**
 * The clientAction of Join Game and of the practice join (SPEC §2), which gives the code:
 * an anonymous session if needed, the join, then the game's screen.
 */
export const joinGameAction = (request: Request, code?: string) =>
  handleForm(
    request,
    (schemas) => (code ? schemas.joinGameInput : schemas.joinGameForm),
    async (input) => {
      const [{ ensureSignedIn }, { joinGame }] = await Promise.all([
        import("../auth/session.client"),
        import("../game/game-api"),
      ]);
      await ensureSignedIn();
      return redirect(`/play/${(await joinGame(input)).code}/`);
    },
    { inline: code ? ["screenName"] : ["screenName", "code"], fields: code ? { code } : undefined },
  );
