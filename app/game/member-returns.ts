import { useEffect } from "react";
import { useNavigate } from "react-router";
import { forgetMembership, mayBeMemberOf } from "./member-of-games";

/**
 * On the invite link's join page: a member of that game (this device played it, and the API
 * still has them) is taken to their board, instead of a form that would only join them again.
 * Someone who has started typing a name stays: sending it saves the new name
 * (the join renames a member). A stranger's page loads nothing for this: the device's hint
 * (member-of-games.ts) is read first, and the API client is fetched only for a device that
 * has it: imported here, it added 6.6 KB to every join page's first load.
 */
export function useMemberReturnsToBoard(code: string | null, nameTyped: () => boolean) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!code || !mayBeMemberOf(code)) return;
    let left = false;
    void (async () => {
      const [{ currentUser }, { apiRequest, ApiRequestError }] = await Promise.all([
        import("../auth/session.client"),
        import("../api/api-client"),
      ]);
      if (!(await currentUser()) || left) return;
      try {
        // One read says whether we are a member; the game's screen reads the game itself.
        await apiRequest(`games/${code}`);
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 404) forgetMembership(code);
        return;
      }
      if (!left && !nameTyped()) navigate(`/play/${code}/`, { replace: true });
    })().catch(() => {
      // No session to be had or no network: the form is there, as for anyone.
    });
    return () => {
      left = true;
    };
  }, [code, navigate, nameTyped]);
}
