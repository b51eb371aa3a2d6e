import { useEffect } from "react";
import { useNavigate } from "react-router";
import { Page } from "../components/page";

export const meta = () => [{ title: "Logout · Bingo with friends" }];

/** SPEC §2, Logout: sign out, forget everything this page knew, back to Welcome. */
export default function Logout() {
  const navigate = useNavigate();
  useEffect(() => {
    let cancelled = false;
    Promise.all([
      import("../auth/session.client"),
      import("../auth/firebase-auth.client"),
      import("../api/api-client"),
      import("../game/game-store"),
    ])
      .then(async ([{ loadAuth }, { signOut }, { clearReadCache }, { forgetAllGames }]) => {
        await signOut(await loadAuth());
        // SPEC §4: sign-out resets the whole client state to empty.
        clearReadCache();
        forgetAllGames();
      })
      .finally(() => !cancelled && navigate("/", { replace: true }));
    return () => {
      cancelled = true;
    };
  }, [navigate]);

  return (
    <Page heading="Logout">
      <p role="status">Logging Out...</p>
    </Page>
  );
}
