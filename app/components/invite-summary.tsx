import { PrefetchPageLinks } from "react-router";
import type { GameInvite } from "../../shared/api-types";
import { fill } from "../../shared/i18n/fill";
import { useWarmUpJoin } from "../game/warm-up-join";
import { plural } from "../i18n/format";
import { useLanguage, useStrings } from "../i18n/strings";

/** What a join link's page has the browser start early, for a game that exists. */
export interface JoinHeadStart {
  /**
   * The files "next" needs (the form's schemas, the API client), fetched while the page
   * loads; the sign-in's come with the form's inline script.
   */
  scripts: string[];
  /** Where the anonymous sign-in goes: Firebase Auth, or the local Auth Emulator. */
  authOrigin: string;
}

/** Before the guest types: which game the link is for, or that there is none. */
export function InviteSummary({
  code,
  invite,
  headStart,
}: {
  code: string;
  invite: GameInvite | null;
  headStart: JoinHeadStart | null;
}) {
  const readyForPlayScreen = useWarmUpJoin(invite !== null);
  const t = useStrings().start.invite;
  const language = useLanguage();
  if (!invite) {
    return (
      <p className="notice invite-status" role="status">
        {t.unknownCode}
      </p>
    );
  }
  const players = plural(language, invite.playerCount, t.players);
  // The game's name is emphasised wherever the language puts it.
  const [beforeName, afterName = ""] = fill(t.joining, { players }).split("{name}");
  return (
    <>
      <p className="invite">
        {beforeName}
        <em className="invite__name">{invite.name}</em>
        {afterName}
      </p>
      {/*
        On a slow phone each file found only once the page runs is another round trip: the
        join's files are fetched with the page (not needed to show it, so at low priority;
        the sign-in's come with the form's inline script), and the connection to Firebase
        Auth opened, while the guest types.
      */}
      {headStart?.scripts.map((href) => <link key={href} rel="prefetch" as="script" href={href} />)}
      {headStart && <link rel="preconnect" href={headStart.authOrigin} crossOrigin="anonymous" />}
      {/* The play screen's own modules, fetched while the guest types. */}
      {readyForPlayScreen && <PrefetchPageLinks page={`/play/${code}/`} />}
      {invite.locked ? (
        <p className="notice invite-status" role="status">
          {t.locked}
        </p>
      ) : (
        invite.isOver && (
          <p className="notice invite-status" role="status">
            {t.over}
          </p>
        )
      )}
    </>
  );
}
