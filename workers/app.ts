import { RouterContextProvider, createRequestHandler } from "react-router";
import { cloudflareContext, serverServicesContext } from "../app/cloudflare-context";
import { cspNonceContext } from "../app/csp-nonce";
import { api } from "./api/app";
import { resumeAccountJobs } from "./api/account-changes";
import { inRequestLanguage } from "./api/answer-language";
import { requestLanguage } from "../shared/languages";
import { refuseKnownFlood } from "./api/rate-limits/early-refusal";
import { lookUpInvite, refuseJoinPageToProber } from "./api/rate-limits/join-preview";
import { refuseUnconfiguredDeployment } from "./deployment-guard.server";
import { applyDocumentSecurityHeaders, createCspNonce } from "./security-headers";

export { GameRoom } from "../durable-objects/game-room";

const renderDocument = createRequestHandler(
  () => import("virtual:react-router/server-build"),
  import.meta.env.MODE,
);

export default {
  async fetch(request, env, ctx) {
    const unconfigured = refuseUnconfiguredDeployment(request, env);
    if (unconfigured) return unconfigured;
    const { pathname } = new URL(request.url);
    if (pathname === "/api" || pathname.startsWith("/api/")) {
      // A caller refused a moment ago is answered before the API routes the call at all.
      const counted = await refuseKnownFlood(request, env, pathname);
      const answer = counted instanceof Response ? counted : await api.fetch(counted, env, ctx);
      return inRequestLanguage(request, answer);
    }

    const refused = refuseJoinPageToProber(request);
    if (refused) return refused;

    const nonce = createCspNonce();
    const context = new RouterContextProvider();
    context.set(cloudflareContext, { env, ctx });
    context.set(cspNonceContext, nonce);
    context.set(serverServicesContext, {
      gameInvite: (code) => lookUpInvite(request, env, code),
    });
    const response = await renderDocument(request, context);

    if (response.headers.get("Content-Type")?.startsWith("text/html")) {
      const secured = new Response(response.body, response);
      applyDocumentSecurityHeaders(secured.headers, nonce, env, import.meta.env.DEV);
      // Pages are said in the request's language (shared/languages.ts): a cache must keep them apart.
      secured.headers.append("Vary", "Accept-Language, Cookie");
      secured.headers.set("Content-Language", requestLanguage(request.headers));
      return secured;
    }
    return response;
  },

  /** Every minute (wrangler.toml): accounts' deletions and merges cut short are taken up again. */
  async scheduled(controller, env) {
    await resumeAccountJobs(env, controller.scheduledTime);
  },
} satisfies ExportedHandler<Env>;
