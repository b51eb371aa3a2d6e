import type { GameInvite } from "../../shared/api-types";
import { fill } from "../../shared/i18n/fill";
import { plural } from "../i18n/format";
import { useLanguage, useStrings } from "../i18n/strings";

/** What a join link's page has the browser start early, for a game that exists. */
export interface JoinHeadStart {
  /** Where the anonymous sign-in goes: Firebase Auth, or the local Auth Emulator. */
  authOrigin: string;
}

/** Before the guest types: which game the link is for, or that there is none. */
export function InviteSummary({
  code,
  invite,
  unavailable,
  headStart,
}: {
  code: string;
  invite: GameInvite | null;
  /** The games' records could not be read: the game is not shown, but it may well be there. */
  unavailable: boolean;
  headStart: JoinHeadStart | null;
}) {
  const t = useStrings().start.invite;
  const language = useLanguage();
  if (unavailable) {
    return (
      <>
        <p className="notice invite-status" role="status">
          {t.unavailable}
        </p>
        {headStart && <link rel="preconnect" href={headStart.authOrigin} crossOrigin="anonymous" />}
      </>
    );
  }
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
        On a slow phone each connection opened only when needed is another round trip: the
        one to Firebase Auth is opened while the page loads, for the guest's sign-up. The
        game screen's files come once the guest is on the form (guest-head-start.ts).
      */}
      {headStart && <link rel="preconnect" href={headStart.authOrigin} crossOrigin="anonymous" />}
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
