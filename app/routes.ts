import { type RouteConfig, index, route } from "@react-router/dev/routes";

// SPEC §2: routes keep their trailing slashes; labels are the page titles.
export default [
  index("routes/home.tsx"),
  route("router/", "routes/router.tsx"),
  route("auth-registration/", "routes/auth-registration.tsx"),
  route("login/", "routes/login.tsx"),
  route("logout/", "routes/logout.tsx"),
  route("register/", "routes/register.tsx"),
  route("password-help/", "routes/password-help.tsx"),
  route("password-reset/", "routes/password-reset.tsx"),
  route("password-change/", "routes/password-change.tsx"),
  route("delete-account/", "routes/delete-account.tsx"),
  route("auth-handler/", "routes/auth-handler.tsx"),
  route("create/", "routes/create.tsx"),
  route("join/:gameId?/", "routes/join.tsx"),
  route("player-name/", "routes/player-name.tsx"),
  route("play/", "routes/my-games.tsx"),
  // One layout per game owns the socket; setup, play and the result are its screens (no reconnect on start).
  route("play/:gameId/", "routes/game-layout.tsx", [
    index("routes/game.tsx"),
    route("setup/", "routes/game-setup.tsx"),
    // The result of a won game, reachable later from My Games.
    route("result/", "routes/game-result.tsx"),
    // Paper cards for relatives without a phone.
    route("print/", "routes/game-print.tsx"),
  ]),
  // A printed card's QR code: whoever scans it plays that card on a phone (docs/decisions/032).
  route("claim/:gameId/:seatId/", "routes/claim-seat.tsx"),
  // The room's big screen; no sign-in, outside the game layout (docs/decisions/018).
  route("tv/:gameId/", "routes/tv.tsx"),
  route("paywall/", "routes/paywall.tsx"),
  route("about/", "routes/about.tsx"),
  route("how-to/", "routes/how-to.tsx"),
  // The menu's language switch (a form post; the page comes back in that language).
  route("language/", "routes/language.tsx"),
] satisfies RouteConfig;
