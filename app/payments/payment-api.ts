import type { PassIntent } from "../../shared/api-types";
import { apiRequest } from "../api/api-client";
import type { UserDetails } from "../../shared/api-types";

/** SPEC §7's payment calls (docs/api.md, Payments). None sends an amount: the server sets it. */

export async function createPassIntent(): Promise<PassIntent> {
  return (await apiRequest<PassIntent>("intent", { method: "POST" })).data;
}

export async function addReceiptEmail(email: string, paymentIntentId: string): Promise<string> {
  const body = { email, paymentIntentId };
  return (await apiRequest<{ message: string }>("receipt-email", { method: "POST", body })).data.message;
}

/** Asks the server to check the payment with Stripe and grant the pass; answers with the user. */
export async function storePayment(paymentIntentId: string): Promise<UserDetails> {
  const body = { paymentIntentId };
  return (await apiRequest<UserDetails>("store-payment", { method: "POST", body })).data;
}
