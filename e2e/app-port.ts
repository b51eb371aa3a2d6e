/**
 * The app's port in the end-to-end tests (E2E_PORT, default 4173). The tests' other servers sit
 * beside it (stripe-e2e.ts, d1-on-demand.ts), so two runs on different app ports do not collide.
 */
export const appPort = Number(process.env.E2E_PORT ?? 4173);
