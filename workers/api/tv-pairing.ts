import { Hono } from "hono";
import { pairTvInput } from "../../shared/api-schemas";
import { refusal } from "../../shared/refusal";
import { TV_PAIRING_SECRET_HEADER, isTvCodeForm, isTvPairingSecretForm, normalizeTvCode, type TvPairing } from "../../shared/tv-pairing";
import { tvViewPath } from "../../shared/viewer-key";
import { serverNow } from "../clock.server";
import { createTvPairing, pairTv, takeTvPairing } from "../games/tv-pairings.server";
import { viewerKeyOf } from "../realtime/game-rooms.server";
import type { ApiEnv } from "./api-env";
import { runRead } from "./game-commands";
import { gameCodeParam, readJsonBody } from "./read-input";
import { requireAuth } from "./require-auth";

/**
 * A TV paired by a short code (shared/tv-pairing.ts, docs/api.md *The TV view*): the TV asks
 * for a code and waits with its secret; the game's host types the code. No token on the TV's
 * side, as for its view: its calls are counted per address with the view's (rate limits).
 */
export const tvPairingRoutes = new Hono<ApiEnv>()
  .post("/", async (c) => c.json({ data: await createTvPairing(c.var.db, serverNow(c.env, c.req.raw)) }, 201))
  .get("/:code", async (c) => {
    const code = normalizeTvCode(c.req.param("code"));
    const secret = c.req.header(TV_PAIRING_SECRET_HEADER);
    if (!isTvCodeForm(code) || !isTvPairingSecretForm(secret)) throw refusal("tvCodeNotFound");
    const { gameCode, expiresAt } = await takeTvPairing(c.var.db, code, secret, serverNow(c.env, c.req.raw));
    const pairing: TvPairing =
      gameCode === null ? { status: "WAITING", code, expiresAt } : { status: "PAIRED", path: tvViewPath(gameCode, await viewerKeyOf(c.env, gameCode)) };
    return c.json({ data: pairing });
  });

/**
 * The host's side: the game's TV shows its code, the host types it here. The host only, as
 * for the TV link: whoever pairs a TV hands the game's view on. Mounted with the TV view's
 * routes, before gameRoutes.
 */
export const hostTvPairingRoutes = new Hono<ApiEnv>().post("/:code/tv-pairing", requireAuth, async (c) => {
  const code = gameCodeParam(c.req.param("code"));
  const { tvCode } = await readJsonBody(c, pairTvInput);
  await runRead(c, code, "requireHost", [c.var.auth.uid, code]);
  const typed = normalizeTvCode(tvCode);
  // A code of no possible form is one no TV shows: the same answer, counted as a guess.
  if (!isTvCodeForm(typed)) throw refusal("tvCodeNotFound");
  await pairTv(c.var.db, typed, code, serverNow(c.env, c.req.raw));
  return c.json({ data: { paired: true } });
});
