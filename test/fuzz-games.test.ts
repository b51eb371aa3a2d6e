import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Game } from "../shared/api-types";
import {
  createGame,
  gameInPlay,
  gameInSetup,
  newPerson,
  send,
  sendRaw,
} from "./support/api-client";
import { snapshot } from "./support/db-snapshot";
import {
  FUZZ_RUNS,
  encodeLoosely,
  nastyText,
  pathSegment,
  requestBody,
} from "./support/fuzz-arbitraries";

// A hundred requests per property against workerd and D1: seconds, not milliseconds.
describe("fuzzing the game mutations", { timeout: 60_000 }, () => {
  it("POST /games never fails with 5xx; a refusal writes nothing; a success stores the text as typed", async () => {
    await fc.assert(
      fc.asyncProperty(
        requestBody({ screenName: nastyText, gameName: nastyText, description: nastyText }),
        async (body) => {
          const person = await newPerson();
          const before = await snapshot({ uids: [person.uid] });
          const reply = await sendRaw(person, "POST", "/games", body);
          expect(reply.status).toBeLessThan(500);
          if (reply.status >= 400) {
            expect(await snapshot({ uids: [person.uid] })).toEqual(before);
            return;
          }
          expect(reply.status).toBe(201);
          const sent = JSON.parse(body) as Record<string, string>;
          const game = (reply.body as { data: Game }).data;
          expect(game.name).toBe(sent.gameName!.trim());
          expect(game.description).toBe((sent.description ?? "").trim());
          expect(game.players[0]!.screenName).toBe(sent.screenName!.trim());
        },
      ),
      FUZZ_RUNS,
    );
  });

  it("POST /games stores any well-formed text exactly as typed, or refuses it with 422", async () => {
    const texts = fc.record({ screenName: nastyText, gameName: nastyText, description: nastyText });
    await fc.assert(
      fc.asyncProperty(texts, async (sent) => {
        const person = await newPerson();
        const reply = await send<{ data: Game }>(person, "POST", "/games", sent);
        expect([201, 413, 422]).toContain(reply.status);
        if (reply.status !== 201) {
          expect(await snapshot({ uids: [person.uid] })).toEqual({
            users: [],
            games: [],
            players: [],
            entries: [],
          });
          return;
        }
        const game = reply.body.data;
        expect([game.name, game.description, game.players[0]!.screenName]).toEqual(
          [sent.gameName, sent.description, sent.screenName].map((text) => text.trim()),
        );
      }),
      FUZZ_RUNS,
    );
  });

  it("POST /games/join never fails with 5xx and a refusal writes nothing", async () => {
    const { code } = await gameInPlay({ players: 0 });
    const codes = fc.constantFrom(code, code.toLowerCase(), ` ${code} `, code.slice(1), `${code}X`);
    await fc.assert(
      fc.asyncProperty(requestBody({ screenName: nastyText, code: codes }), async (body) => {
        const person = await newPerson();
        const before = await snapshot({ uids: [person.uid], codes: [code] });
        const reply = await sendRaw(person, "POST", "/games/join", body);
        expect(reply.status).toBeLessThan(500);
        if (reply.status >= 400) {
          expect(await snapshot({ uids: [person.uid], codes: [code] })).toEqual(before);
        } else {
          expect(reply.status).toBe(200);
        }
      }),
      FUZZ_RUNS,
    );
  });

  it("start-game and call-bingo never fail with 5xx on any code, and refusals write nothing", async () => {
    const setup = await gameInSetup({ players: 1, entries: 23 });
    const playing = await gameInPlay({ players: 1 });
    const codes = pathSegment(fc.constantFrom(setup.code, playing.code, setup.code.toLowerCase()));
    const people = fc.constantFrom(
      setup.creator,
      setup.players[0]!,
      playing.players[0]!,
      playing.creator,
    );
    const actions = fc.constantFrom("start-game", "call-bingo");
    await fc.assert(
      fc.asyncProperty(
        codes,
        people,
        actions,
        fc.option(nastyText),
        async (code, person, action, body) => {
          const scope = { codes: [setup.code, playing.code] };
          const before = await snapshot(scope);
          const reply = await sendRaw(person, "PUT", `/games/${code}/${action}`, body ?? undefined);
          expect(reply.status).toBeLessThan(500);
          // No fuzzed call can succeed here: too few entries, not the creator, no full line.
          expect(reply.status).toBeGreaterThanOrEqual(400);
          expect(await snapshot(scope)).toEqual(before);
        },
      ),
      FUZZ_RUNS,
    );
  });

  it("GET /games and GET /games/{code} never fail with 5xx on any query or code", async () => {
    const person = await newPerson();
    const { code } = await createGame(person);
    const queries = fc.tuple(
      fc.oneof(fc.constant("1"), nastyText),
      fc.oneof(fc.constant("5"), nastyText),
    );
    await fc.assert(
      fc.asyncProperty(
        queries,
        pathSegment(fc.constant(code)),
        async ([page, perPage], segment) => {
          const query = `?page=${encodeLoosely(page)}&perPage=${encodeLoosely(perPage)}`;
          expect((await send(person, "GET", `/games${query}`)).status).toBeLessThan(500);
          expect((await send(person, "GET", `/games/${segment}`)).status).toBeLessThan(500);
        },
      ),
      FUZZ_RUNS,
    );
  });
});
