import { describe, expect, it } from "vitest";
import { VIEWER_KEY_HEADER } from "../shared/viewer-key";
import { gameInSetup, newPerson, type Person } from "./support/api-client";
import { callWorker } from "./support/call-worker";
import { APP_ORIGIN, socketTicket } from "./support/game-socket";

/**
 * Cookies and headers are the client's to write, and a hostile one writes anything: a bad
 * value is ignored, never a 500. Each call below is made with one malformed header and
 * must answer exactly as the same call without it.
 */
const MALFORMED: Array<Record<string, string>> = [
  { Cookie: "lang=%" },
  { Cookie: "lang=%E0%A4%A" },
  { Cookie: "lang=%ED%A0%80; theme=%; sound=%" },
  { Cookie: 'lang="%' },
  { Cookie: "=%; ;;; lang" },
  { Cookie: `lang=${"%".repeat(4000)}` },
  { "Accept-Language": "%" },
  { "Accept-Language": "de;q=abc, ;q=, *;q=1, ,,," },
  { "Accept-Language": `${"x-".repeat(2000)}x` },
  { "Accept-Language": "%%%-x;q=0.5, q=1;de" },
  { Authorization: "Bearer %" },
  { Authorization: "Bearer a.b.c" },
  { "CF-Connecting-IP": "not an address" },
  { "CF-Connecting-IP": "2001:db8::1::1" },
  { "CF-Connecting-IP": "203.0.113.7, 198.51.100.1" },
  { "CF-Connecting-IP": "%" },
  { "X-Forwarded-For": "%, ::::, <script>" },
  { "X-Forwarded-Host": "evil.example" },
  { "X-Forwarded-Proto": "javascript" },
  { Origin: "%" },
  { Origin: "http://[" },
  { Origin: "null" },
  { [VIEWER_KEY_HEADER]: "%" },
];

/**
 * What a caller notices of an answer: its status, its language and its body. A join's socket
 * ticket is a new one-time ticket each time (docs/decisions/045): that it is there is compared.
 */
async function answerOf(response: Response) {
  const body = (await response.text()).replace(/"socketTicket":"[^"]+"/, '"socketTicket":"<a ticket>"');
  return { status: response.status, language: response.headers.get("Content-Language"), body };
}

async function expectIgnored(call: (headers: Record<string, string>) => Promise<Response>) {
  const plain = await answerOf(await call({}));
  expect(plain.status, plain.body).toBeLessThan(500);
  for (const headers of MALFORMED) {
    // A header the call itself needs stays as the baseline had it, unless it is the one under test.
    expect(await answerOf(await call(headers)), JSON.stringify(headers).slice(0, 120)).toEqual(plain);
  }
}

describe("malformed cookies and headers are ignored, never a 500", () => {
  it("on a signed-in read, a refusal said in the caller's language, and an unauthenticated call", async () => {
    const person = await newPerson();
    const call = (path: string, token: string | undefined, extra: Record<string, string>) =>
      callWorker(`/api/v1${path}`, { token, headers: { "CF-Connecting-IP": "2001:db8:bad:1::1", ...extra } });
    await expectIgnored((headers) => call("/user/load-details", person.token, headers));
    await expectIgnored((headers) => call("/games/ZZZZZZZZ", person.token, headers));
    await expectIgnored((headers) => call("/user/load-details", undefined, headers));
  });

  it("on a join, which the address limits count", async () => {
    const { code } = await gameInSetup({ players: 0, entries: 0 });
    // The same person each time: a second join of a member answers as the first did.
    const joiner: Person = await newPerson();
    await expectIgnored((headers) =>
      callWorker("/api/v1/games/join", {
        method: "POST",
        token: joiner.token,
        body: { code, screenName: "Ann" },
        headers: { "CF-Connecting-IP": "2001:db8:bad:2::1", ...headers },
      }),
    );
  });

  it("on a socket, whose Origin and ticket are checked before the room", async () => {
    const { creator, code } = await gameInSetup({ players: 0, entries: 0 });
    const ticket = await socketTicket(creator, code);
    // A socket refused for its Origin answers 403 whatever else was sent; its ticket is not used up.
    for (const headers of MALFORMED) {
      const response = await callWorker(`/api/v1/games/${code}/socket?ticket=${ticket}`, {
        headers: { Upgrade: "websocket", ...headers, Origin: headers.Origin ?? "https://evil.example" },
      });
      expect(response.status, JSON.stringify(headers).slice(0, 120)).toBe(403);
    }
    // The ticket still opens the socket from the app's own origin, with a broken cookie beside it.
    const opened = await callWorker(`/api/v1/games/${code}/socket?ticket=${ticket}`, {
      headers: { Upgrade: "websocket", Origin: APP_ORIGIN, Cookie: "lang=%" },
    });
    expect(opened.status).toBe(101);
    opened.webSocket!.accept();
    opened.webSocket!.close();
  });
});
