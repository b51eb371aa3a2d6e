import { PrefetchPageLinks } from "react-router";
import type { GameInvite } from "../../shared/api-types";
import { useWarmUpJoin } from "../game/warm-up-join";

/** Before the guest types: which game the link is for, or that there is none. */
export function InviteSummary({ code, invite }: { code: string; invite: GameInvite | null }) {
  const readyForPlayScreen = useWarmUpJoin(invite !== null);
  if (!invite) {
    return (
      <p className="notice invite-status" role="status">
        No game has this code. Check the link or the code with whoever invited you.
      </p>
    );
  }
  const players = invite.playerCount === 1 ? "1 player" : `${invite.playerCount} players`;
  return (
    <>
      <p className="invite">
        You're joining <em className="invite__name">{invite.name}</em> · {players}
      </p>
      {/* The play screen's own modules, fetched while the guest types. */}
      {readyForPlayScreen && <PrefetchPageLinks page={`/play/${code}/`} />}
      {invite.isOver && (
        <p className="notice invite-status" role="status">
          This game is already over. You can still join to see how it ended.
        </p>
      )}
    </>
  );
}
