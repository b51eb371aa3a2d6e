import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Entry } from "../shared/api-types";
import { gameInPlay, gameInSetup, send, sendRaw } from "./support/api-client";
import { snapshot } from "./support/db-snapshot";
import {
  FUZZ_RUNS,
  anyValue,
  nastyText,
  pathSegment,
  requestBody,
} from "./support/fuzz-arbitraries";

// A hundred requests per property against workerd and D1: seconds, not milliseconds.
describe("fuzzing the entry mutations", { timeout: 60_000 }, () => {
  it("POST /entries never fails with 5xx; a refusal writes nothing; a success stores the text as typed", async () => {
    const { creator, code } = await gameInSetup({ players: 0, entries: 0 });
    const codes = fc.constantFrom(code, code.toLowerCase(), `\t${code}\n`, "ZZZZ2345");
    await fc.assert(
      fc.asyncProperty(requestBody({ gameCode: codes, text: nastyText }), async (body) => {
        const before = await snapshot({ codes: [code] });
        const reply = await sendRaw(creator, "POST", "/entries", body);
        expect(reply.status).toBeLessThan(500);
        if (reply.status >= 400) {
          expect(await snapshot({ codes: [code] })).toEqual(before);
          return;
        }
        expect(reply.status).toBe(201);
        const sent = JSON.parse(body) as { text: string };
        expect((reply.body as { data: Entry }).data.text).toBe(sent.text.trim());
      }),
      FUZZ_RUNS,
    );
  });

  it("POST /entries stores any well-formed text exactly as typed, or refuses it and adds nothing", async () => {
    const { creator, code } = await gameInSetup({ players: 0, entries: 0 });
    await fc.assert(
      fc.asyncProperty(nastyText, async (text) => {
        const before = await snapshot({ codes: [code] });
        const reply = await send<{ data: Entry }>(creator, "POST", "/entries", {
          gameCode: code,
          text,
        });
        expect([201, 409, 413, 422]).toContain(reply.status);
        if (reply.status === 201) expect(reply.body.data.text).toBe(text.trim());
        else expect(await snapshot({ codes: [code] })).toEqual(before);
      }),
      FUZZ_RUNS,
    );
  });

  it("PUT /entries/{id} never fails with 5xx and a refusal changes nothing", async () => {
    const { creator, players, code, entries } = await gameInPlay({ players: 1 });
    const ids = pathSegment(fc.constantFrom(...entries.map((entry) => String(entry.id))));
    const people = fc.constantFrom(creator, players[0]!);
    const bodies = requestBody({ isMarked: fc.boolean(), markedBy: anyValue, userId: anyValue });
    await fc.assert(
      fc.asyncProperty(people, ids, bodies, async (person, id, body) => {
        const before = await snapshot({ codes: [code] });
        const reply = await sendRaw(person, "PUT", `/entries/${id}`, body);
        expect(reply.status).toBeLessThan(500);
        if (reply.status >= 400) expect(await snapshot({ codes: [code] })).toEqual(before);
      }),
      FUZZ_RUNS,
    );
  });

  it("DELETE /entries/{id} never fails with 5xx and a refusal deletes nothing", async () => {
    const { players, code, entries } = await gameInSetup({ players: 1, entries: 30 });
    const ids = pathSegment(fc.constantFrom(...entries.map((entry) => String(entry.id))));
    await fc.assert(
      fc.asyncProperty(ids, fc.option(nastyText), async (id, body) => {
        const before = await snapshot({ codes: [code] });
        // An ordinary player: deleting the creator's entries must always be refused.
        const reply = await sendRaw(players[0]!, "DELETE", `/entries/${id}`, body ?? undefined);
        expect(reply.status).toBeLessThan(500);
        expect(reply.status).toBeGreaterThanOrEqual(400);
        expect(await snapshot({ codes: [code] })).toEqual(before);
      }),
      FUZZ_RUNS,
    );
  });
});
