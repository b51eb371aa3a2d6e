import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { clientChunkGroups } from "./scripts/client-chunk-groups.ts";
import { routeModuleFailureToErrorScreen } from "./scripts/vite-route-module-failure.ts";

// The dev server only (scripts/dev.mjs sets it): the local Auth Emulator, given as a var so a
// developer's .dev.vars (Stripe keys) does not hide it. Never part of a build, which is
// what gets deployed (docs/decisions/012).
const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;

export default defineConfig(({ command, isPreview }) => ({
  plugins: [
    cloudflare({
      viteEnvironment: { name: "ssr" },
      persistState: true,
      ...(command === "serve" && !isPreview && emulatorHost
        ? { config: { vars: { FIREBASE_AUTH_EMULATOR_HOST: emulatorHost } } }
        : {}),
    }),
    reactRouter(),
    routeModuleFailureToErrorScreen(),
    clientChunkGroups(),
  ],
  // The Worker's bundle minified (4.05 → 1.81 MB, 0.91 → 0.54 MB gzip): every module's source
  // and code stay in the isolate's heap, which its rooms' full collections then walk
  // (docs/decisions/035); a smaller script also starts faster. Stack traces stay readable
  // through the source maps wrangler uploads (wrangler.toml).
  environments: { ssr: { build: { minify: true } } },
  server: { host: "127.0.0.1" },
  preview: { host: "127.0.0.1" },
}));
