import { GAME_CODE_LENGTH } from "../../shared/constants";
import { normalizeTypedGameCode } from "../../shared/typed-game-code";
import { fill } from "../../shared/i18n/fill";
import { SignInOnIntentScript, useSignInOnIntent, type HeadStartProps } from "../auth/sign-in-on-intent";
import { cloudflareContext, serverServicesContext } from "../cloudflare-context";
import { InviteSummary } from "../components/invite-summary";
import { joinHeadStart } from "../components/join-head-start.server";
import { Page } from "../components/page";
import { useSubmitStatus } from "../forms/form-status";
import { fieldProblem } from "../forms/form-error";
import { FormSubmit } from "../forms/form-submit";
import { JoinWaitNote } from "../game/join-wait";
import { useMemberReturnsToBoard } from "../game/member-returns";
import { joinGameAction } from "../forms/join-game-action";
import { PostForm } from "../forms/post-form";
import { ScreenNameField } from "../forms/screen-name-field";
import { metaStrings } from "../i18n/meta-strings";
import { useStrings } from "../i18n/strings";
import type { Route } from "./+types/join";

/**
 * The game a join link invites to, rendered on the server: its name for link previews in
 * chat apps and, above the form, its name and player count, or that the code is unknown.
 * Crawlers need absolute URLs for og:url and og:image, so they are built from the request's origin.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  const code = params.gameId ? normalizeTypedGameCode(params.gameId) : "";
  const url = code ? `${origin}/join/${code}/` : `${origin}/join/`;
  if (!params.gameId) return { invite: null, unavailable: false, code: null, origin, url, headStart: null };
  const found = await context.get(serverServicesContext).gameInvite(code);
  // The records out of reach: the page cannot show the game, and offers its join all the same.
  const unavailable = found === "unavailable";
  const invite = unavailable ? null : found;
  const headStart = invite || unavailable ? joinHeadStart(context.get(cloudflareContext).env) : null;
  return { invite, unavailable, code, origin, url, headStart };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const t = metaStrings(matches).start.join;
  const title = loaderData?.invite ? fill(t.inviteTitle, { name: loaderData.invite.name }) : t.title;
  const description = t.description;
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

export const clientAction = ({ request }: Route.ClientActionArgs) => joinGameAction(request);

/** Whether the join form's name field has text: then the person means to send it. */
const nameTyped = () =>
  Boolean((document.querySelector('form [name="screenName"]') as HTMLInputElement | null)?.value.trim());

/** SPEC §2, Join Game: screen name and game code, prefilled from /join/{gameId}/. */
export default function Join({ params, loaderData, actionData }: Route.ComponentProps) {
  const state = useSubmitStatus(actionData);
  // A press before hydration joins the game the page is for, at once (guest-head-start.ts).
  const headStart: HeadStartProps = {
    join: (loaderData.invite || loaderData.unavailable) && loaderData.code ? { code: loaderData.code, codeField: "code" } : null,
    screen: loaderData.invite?.inSetup ? "setup" : "play",
  };
  const signInOnIntent = useSignInOnIntent(headStart);
  useMemberReturnsToBoard(loaderData.code, nameTyped);
  const t = useStrings().start.join;
  const codeProblem = fieldProblem(state, "code");

  return (
    <Page heading={t.heading}>
      {loaderData.code && (
        <InviteSummary code={loaderData.code} invite={loaderData.invite} unavailable={loaderData.unavailable} headStart={loaderData.headStart} />
      )}
      <PostForm state={state} ref={signInOnIntent}>
        <ScreenNameField state={state} />
        <label className="field">
          <span>{t.gameCode}</span>
          <input
            name="code"
            // Codes are upper case; what is sent is normalized by the schema (spaces and dashes dropped).
            style={{ textTransform: "uppercase" }}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            maxLength={GAME_CODE_LENGTH + 4}
            defaultValue={loaderData.code ?? ""}
            {...codeProblem.attributes}
          />
          {codeProblem.message}
        </label>
        <FormSubmit state={state} label={t.submit} busyLabel={t.submitting} />
        <JoinWaitNote />
      </PostForm>
      <SignInOnIntentScript {...headStart} />
    </Page>
  );
}
