import type { GameInvite } from "../cloudflare-context";

/** Before the guest types: which game the link is for, or that there is none. */
export function InviteSummary({ invite }: { invite: GameInvite | null }) {
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
      {invite.isOver && (
        <p className="notice invite-status" role="status">
          This game is already over. You can still join to see how it ended.
        </p>
      )}
    </>
  );
}
