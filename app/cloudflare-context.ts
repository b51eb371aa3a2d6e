import { createContext } from "react-router";
import type { InviteLookup } from "../shared/api-types";

/** Worker bindings and execution context, available to loaders and actions. */
export const cloudflareContext = createContext<{ env: Env; ctx: ExecutionContext }>();

/**
 * Server services the Worker lends to loaders. `app/` never imports `workers/`
 * (DESIGN.md, dependency direction): the Worker entry provides these instead.
 */
export interface ServerServices {
  /** What a join link shows of its game (InviteLookup). */
  gameInvite(code: string): Promise<InviteLookup>;
}

export const serverServicesContext = createContext<ServerServices>();
