import type { Config } from "@react-router/dev/config";

export default {
  // Server-rendered on the Worker (workers/app.ts); the client hydrates.
  ssr: true,
  // Off: @react-router/dev 8.4 splits HydrateFallback into its own chunk but leaves it out of
  // the manifest, so hydration renders no fallback and the server's loading screen stays on
  // the page under the real one (docs/decisions/001).
  splitRouteModules: false,
  // Every route in the first manifest: a guest's tap on "next" would otherwise wait one more
  // round trip to discover /play/ (bench/slow-phone-join.ts).
  routeDiscovery: { mode: "initial" },
} satisfies Config;
