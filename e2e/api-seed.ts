/**
 * Test data made through the real API, for the parts of a scenario that are not the point
 * of the test (e.g. 24 entries by a helper). The helper signs in anonymously with the
 * Auth Emulator, exactly as the web app does.
 */
const EMULATOR = "http://127.0.0.1:9099";

export interface Seeder {
  call<T = unknown>(method: string, path: string, body?: unknown): Promise<T>;
}

let seeded = 0;

/** A new anonymous person; with `account`, that email account signed in with its password. */
export async function seedPerson(baseURL: string, account?: { email: string; password: string }): Promise<Seeder> {
  // Each seeded person calls from an address of their own, as different people would: the
  // local server keeps the client's CF-Connecting-IP (Cloudflare's edge would overwrite it),
  // so a crowd made here is not one network hitting the per-address limits (decision 012).
  seeded += 1;
  // Its own /64: the limits count an IPv6 address by its /64 (decision 012).
  const address = `2001:db8:${(process.pid % 0x10000).toString(16)}:${(0x5000 + seeded).toString(16)}::1`;
  const method = account ? "signInWithPassword" : "signUp";
  const signIn = await fetch(`${EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=demo-api-key`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ ...account, returnSecureToken: true }),
  });
  const { idToken } = (await signIn.json()) as { idToken: string };
  const send = (method: string, path: string, body?: unknown) =>
    fetch(`${baseURL}/api/v1${path}`, {
      method,
      headers: { Authorization: `Bearer ${idToken}`, "Content-Type": "application/json", "CF-Connecting-IP": address },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  return {
    async call<T>(method: string, path: string, body?: unknown) {
      let response = await send(method, path, body);
      if (!isFromTheWorker(response)) {
        // `vite preview` lost the connection to workerd ("fetch failed" in its log; seen on a
        // CPU-starved machine while hundreds of people join): no answer of the Worker's came
        // back. A test's own steps never come this way; the people it seeds send it again.
        console.warn(`seeding: ${method} ${path} answered ${response.status} by the local server, not the Worker; sent again`);
        response = await send(method, path, body);
      }
      if (response.status === 429 && response.headers.get("Retry-After") === "1") {
        // A pace's second used up (a person's marks: five a second): sent again, as the web
        // app does, and the Worker holds it until the next second lets it in.
        response = await send(method, path, body);
      }
      const json = (await response.json()) as { data: T };
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
      return json.data;
    },
  };
}

/** Every answer of the Worker's API is JSON; the local dev server's own error page is not. */
function isFromTheWorker(response: Response) {
  return response.status < 500 || (response.headers.get("Content-Type") ?? "").includes("application/json");
}
