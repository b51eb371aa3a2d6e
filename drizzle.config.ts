import { defineConfig } from "drizzle-kit";

// drizzle-kit only writes SQL here; wrangler applies it (`wrangler d1 migrations apply DB`).
export default defineConfig({
  dialect: "sqlite",
  schema: "./workers/db/schema.ts",
  out: "./migrations",
});
