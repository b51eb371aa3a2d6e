import { type RouteConfig, index, route } from "@react-router/dev/routes";

// SPEC §2: routes keep their trailing slashes.
export default [
  index("routes/home.tsx"),
  route("join/:gameId?/", "routes/join.tsx"),
] satisfies RouteConfig;
