import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { routeModuleFailureToErrorScreen } from "./scripts/vite-route-module-failure.ts";

// BINGO_STATE_DIR lets the end-to-end tests use their own local D1 and Durable Object
// storage instead of the developer's (.wrangler/state).
const stateDir = process.env.BINGO_STATE_DIR;

export default defineConfig({
  plugins: [
    cloudflare({
      viteEnvironment: { name: "ssr" },
      persistState: stateDir ? { path: stateDir } : true,
    }),
    reactRouter(),
    routeModuleFailureToErrorScreen(),
  ],
  server: { host: "127.0.0.1" },
  preview: { host: "127.0.0.1" },
});
