import { Page } from "../components/page";
import type { Route } from "./+types/paywall";

export const meta = () => [{ title: "Paywall · Bingo with friends" }];

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const { requireSession } = await import("../auth/require-session.client");
  await requireSession(request);
  return null;
}

function PurchaseCopy() {
  return (
    <Page heading="Purchase a Game">
      <p>
        Your first game is free. To create more, buy a $5 pass: unlimited game creation for 90
        days. Games you have already created can be played forever.
      </p>
      <p className="notice" role="status">
        Payments are not configured on this server yet.
      </p>
    </Page>
  );
}

export function HydrateFallback() {
  return <PurchaseCopy />;
}

/** SPEC §2, Purchase a Game. The card form arrives with the payments issue (#6). */
export default function Paywall() {
  return <PurchaseCopy />;
}
