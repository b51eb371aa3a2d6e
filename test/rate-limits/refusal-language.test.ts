import { describe, expect, it } from "vitest";
import { MESSAGES } from "../../shared/i18n/all-messages";
import { newPerson } from "../support/api-client";
import { callWorker } from "../support/call-worker";
import { RATE_LIMITS } from "../../workers/api/rate-limits/limits";
import { freshAddress } from "./limit-support";

/**
 * A 429 is made in the caller's language where it is made (rate-limit.ts), not made in English
 * and said again: these check that what the caller reads did not change with it.
 */
describe("a refusal of too many calls", () => {
  it("is said in the caller's language, the API's first refusal and the early refusal's after it alike", async () => {
    const person = await newPerson();
    const address = freshAddress();
    const create = () =>
      callWorker("/api/v1/games", {
        method: "POST",
        token: person.token,
        body: { screenName: "Ann", gameName: "Weihnachten" },
        headers: { "CF-Connecting-IP": address, "Accept-Language": "de" },
      });
    let first: Response | undefined;
    for (let call = 0; call <= RATE_LIMITS.createGamePerUser.limit && !first; call += 1) {
      const answer = await create();
      if (answer.status === 429) first = answer;
    }
    // The first refusal is the API's (its rule counted the call); the next is answered before
    // the API routes it (early-refusal.ts), to a caller this isolate has already refused.
    const again = await create();
    for (const refused of [first, again]) {
      expect(refused?.status).toBe(429);
      expect(refused!.headers.get("Retry-After")).toBe("60");
      expect(refused!.headers.get("Content-Language")).toBe("de");
      expect(refused!.headers.get("Vary")).toBe("Accept-Language, Cookie");
      const body = await refused!.json<{ code: string; errors: Record<string, string[]> }>();
      expect(body).toEqual({ code: "RATE_LIMITED", errors: { request: [MESSAGES.de.busy.minute] } });
    }
  });

  it("puts the menu's remembered choice before the browser's, and is English word for word for a language we do not speak", async () => {
    for (const [headers, language] of [
      [{ "Accept-Language": "de", Cookie: "lang=pt-BR" }, "pt-BR"],
      [{ "Accept-Language": "ja" }, "en"],
    ] as const) {
      const person = await newPerson();
      const address = freshAddress();
      let refused: Response | undefined;
      for (let call = 0; call <= RATE_LIMITS.createGamePerUser.limit && !refused; call += 1) {
        const answer = await callWorker("/api/v1/games", {
          method: "POST",
          token: person.token,
          body: { screenName: "Ann", gameName: "Dinner" },
          headers: { "CF-Connecting-IP": address, ...headers },
        });
        if (answer.status === 429) refused = answer;
      }
      expect(refused?.headers.get("Content-Language")).toBe(language);
      const body = await refused!.json<{ errors: Record<string, string[]> }>();
      expect(body.errors.request).toEqual([MESSAGES[language].busy.minute]);
    }
  });
});
