import { describe, expect, it } from "vitest";
import { MESSAGES } from "../shared/i18n/all-messages";
import { fill } from "../shared/i18n/fill";
import { gameInSetup, newPerson, type Person } from "./support/api-client";
import { callWorker } from "./support/call-worker";

/** A call as a browser makes it: its language in Accept-Language, the menu's choice in a cookie. */
async function sendIn(headers: Record<string, string>, person: Person, method: string, path: string, body?: unknown) {
  const response = await callWorker(`/api/v1${path}`, { method, token: person.token, body, headers });
  return { status: response.status, language: response.headers.get("Content-Language"), vary: response.headers.get("Vary"), body: await response.json<{ code: string; errors: Record<string, string[]> }>() };
}

describe("the API's refusals in the caller's language", () => {
  it("says a form's check in the browser's language, with the field's label in it, and keeps the code", async () => {
    const reply = await sendIn({ "Accept-Language": "de-DE,de;q=0.9,en;q=0.5" }, await newPerson(), "POST", "/games", {
      screenName: "",
      gameName: "Weihnachten",
    });
    expect(reply.status).toBe(422);
    expect(reply.body.code).toBe("VALIDATION_FAILED");
    expect(reply.body.errors.screenName).toEqual([fill(MESSAGES.de.validation.required, { label: MESSAGES.de.labels.screenName })]);
    expect(reply.language).toBe("de");
    expect(reply.vary).toContain("Accept-Language");
  });

  it("fills a refusal's number into the language's sentence", async () => {
    const { creator, code } = await gameInSetup({ players: 0, entries: 20 });
    const reply = await sendIn({ "Accept-Language": "es" }, creator, "PUT", `/games/${code}/start-game`);
    expect(reply.status).toBe(409);
    expect(reply.body.code).toBe("NOT_ENOUGH_ENTRIES");
    expect(Object.values(reply.body.errors).flat()).toEqual([fill(MESSAGES.es.refusals.notEnoughEntries, { missing: 4 })]);
  });

  it("puts the menu's remembered choice before the browser's", async () => {
    const reply = await sendIn({ "Accept-Language": "de", Cookie: "lang=pt-BR" }, await newPerson(), "GET", "/games/ZZZZZZZZ");
    expect(reply.status).toBe(404);
    expect(reply.body.errors.code).toEqual([MESSAGES["pt-BR"].refusals.gameNotFound]);
    expect(reply.language).toBe("pt-BR");
  });

  it("answers in English, word for word, when the caller asks for nothing we speak", async () => {
    const reply = await sendIn({ "Accept-Language": "ja" }, await newPerson(), "POST", "/games", { screenName: "Ann", gameName: "" });
    expect(reply.body.errors.gameName).toEqual(["Game name is required."]);
    expect(reply.language).toBe("en");
  });

  it("leaves words meant for developers as they are", async () => {
    const { creator, entries } = await gameInSetup({ players: 0, entries: 1 });
    const reply = await sendIn({ "Accept-Language": "fr" }, creator, "PUT", `/entries/${entries[0]!.id}`, { isMarked: "yes" });
    expect(reply.status).toBe(400);
    expect(reply.body.errors.isMarked).toEqual(["isMarked must be true or false."]);
  });
});
