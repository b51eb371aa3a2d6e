import type { Config } from "@react-router/dev/config";

export default {
  // Server-rendered on the Worker (workers/app.ts); the client hydrates.
  ssr: true,
} satisfies Config;
