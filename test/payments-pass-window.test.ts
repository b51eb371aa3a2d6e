import { describe, expect, it } from "vitest";
import { createGame, expectRefusal, newPerson } from "./support/api-client";
import { DAY_MS, isPaid, paidIntent, PASS_MS, sendAt, storePayment } from "./support/stripe";

const PAID_AT = Date.UTC(2027, 0, 10, 9);
const SECOND_GAME = { screenName: "Ann", gameName: "Second game" };

describe("the 90-day pass", () => {
  it("lets a payer create games until day 90, and asks for a pass again 1 s later", async () => {
    const person = await newPerson();
    await createGame(person);
    expectRefusal(await sendAt(person, "POST", "/games", SECOND_GAME, PAID_AT), 402, "PAYMENT_REQUIRED");

    const { paymentIntentId } = await paidIntent(person, PAID_AT);
    expect((await storePayment(person, paymentIntentId, PAID_AT)).status).toBe(200);

    for (const at of [PAID_AT + DAY_MS, PAID_AT + PASS_MS - 1000]) {
      expect((await sendAt(person, "POST", "/games", SECOND_GAME, at)).status).toBe(201);
    }
    const dayNinetyAndASecond = PAID_AT + PASS_MS + 1000;
    expectRefusal(await sendAt(person, "POST", "/games", SECOND_GAME, dayNinetyAndASecond), 402, "PAYMENT_REQUIRED");
  });

  it("reports paid in load-details exactly while the pass lasts", async () => {
    const person = await newPerson();
    const { paymentIntentId } = await paidIntent(person, PAID_AT);
    await storePayment(person, paymentIntentId, PAID_AT);

    expect(await isPaid(person, PAID_AT + PASS_MS - 1)).toBe(true);
    expect(await isPaid(person, PAID_AT + PASS_MS)).toBe(false);
  });

  it("keeps games created during the pass playable after it ends", async () => {
    const person = await newPerson();
    await createGame(person);
    const { paymentIntentId } = await paidIntent(person, PAID_AT);
    await storePayment(person, paymentIntentId, PAID_AT);
    const created = await sendAt<{ data: { code: string } }>(person, "POST", "/games", SECOND_GAME, PAID_AT + DAY_MS);

    const afterwards = PAID_AT + 2 * PASS_MS;
    const entry = await sendAt(person, "POST", "/entries", { gameCode: created.body.data.code, text: "Snow" }, afterwards);
    expect(entry.status).toBe(201);
  });
});
