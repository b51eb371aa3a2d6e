import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { createJwksServer } from "./test/fixtures/jwks-server";

const path = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

export default defineConfig({
  test: {
    projects: [
      {
        // Pure code of shared/ and the web app's plain modules: plain Node, fast.
        test: { name: "unit", include: ["shared/**/*.test.ts", "app/**/*.test.ts"], environment: "node" },
      },
      {
        // The Worker, D1 and Durable Objects in workerd.
        resolve: {
          alias: {
            // Worker tests exercise the API; pages are tested end to end against the real build.
            "virtual:react-router/server-build": path("./test/fixtures/no-server-build.ts"),
          },
        },
        plugins: [
          cloudflareTest(async () => {
            const jwks = await createJwksServer();
            return {
              main: "./workers/app.ts",
              wrangler: { configPath: "./wrangler.toml" },
              miniflare: {
                bindings: {
                  TEST_MIGRATIONS: await readD1Migrations(path("./migrations")),
                  TEST_SIGNING_KEYS: jwks.signingKeys,
                },
                outboundService: jwks.handle,
              },
            };
          }),
        ],
        test: {
          name: "worker",
          include: ["test/**/*.test.ts"],
          setupFiles: ["./test/support/apply-migrations.ts"],
        },
      },
    ],
  },
});
