import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { GAME_CODE_LENGTH } from "../../shared/constants";
import { normalizeGameCode } from "../../shared/game-code";
import { serverServicesContext } from "../cloudflare-context";
import { InviteSummary } from "../components/invite-summary";
import { Page } from "../components/page";
import { FormError } from "../forms/form-error";
import { useFormStatus } from "../forms/use-form-status";
import type { Route } from "./+types/join";

/**
 * The game a join link invites to, rendered on the server: its name for link previews in
 * chat apps and, above the form, its name and player count, or that the code is unknown.
 * Crawlers need absolute URLs for og:url and og:image, so they are built from the request's origin.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  const code = params.gameId ? normalizeGameCode(params.gameId) : "";
  const url = code ? `${origin}/join/${code}/` : `${origin}/join/`;
  if (!params.gameId) return { invite: null, code: null, origin, url };
  return { invite: await context.get(serverServicesContext).gameInvite(params.gameId), code, origin, url };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData?.invite ? `Join ${loaderData.invite.name} on Bingo` : "Join Game · Bingo with friends";
  const description = "Add your predictions, get a board, and shout Bingo first.";
  const links = loaderData
    ? [
        { property: "og:url", content: loaderData.url },
        { property: "og:image", content: `${loaderData.origin}/icon-512.png` },
        { name: "twitter:image", content: `${loaderData.origin}/icon-512.png` },
      ]
    : [];
  return [
    { title },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
    ...links,
    { name: "twitter:card", content: "summary" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
  ];
}

const toMessage = (error: unknown) =>
  error instanceof Error ? error.message : "Something went wrong. Please try again.";

/** SPEC §2, Join Game: screen name and game code, prefilled from /join/{gameId}/. */
export default function Join({ params, loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const [screenName, setScreenName] = useState("");
  const [code, setCode] = useState(normalizeGameCode(params.gameId ?? ""));
  const { state, run, processing } = useFormStatus(toMessage);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const trimmedCode = normalizeGameCode(code);
    if (trimmedCode.length !== GAME_CODE_LENGTH || !screenName.trim()) {
      window.alert("Please fill in all fields");
      return;
    }
    let joined: string | undefined;
    await run(async () => {
      const [{ ensureSignedIn }, { joinGame }] = await Promise.all([
        import("../auth/session.client"),
        import("../game/game-api"),
      ]);
      await ensureSignedIn();
      joined = (await joinGame({ screenName, code: trimmedCode })).code;
    });
    if (joined) navigate(`/play/${joined}/`);
  }

  return (
    <Page heading="Join Game">
      {loaderData.code && <InviteSummary code={loaderData.code} invite={loaderData.invite} />}
      <form className="form" onSubmit={submit} noValidate>
        <label className="field">
          <span>What would you like to be called?</span>
          <input name="screenName" autoComplete="nickname" maxLength={40} value={screenName} onChange={(e) => setScreenName(e.target.value)} />
        </label>
        <label className="field">
          <span>Game Code</span>
          <input
            name="code"
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            maxLength={GAME_CODE_LENGTH + 4}
            value={code}
            onChange={(e) => setCode(e.target.value.toUpperCase())}
          />
        </label>
        <FormError state={state} />
        <button className="button button--primary" type="submit" disabled={processing}>
          {processing ? "Joining…" : "next"}
        </button>
      </form>
    </Page>
  );
}
