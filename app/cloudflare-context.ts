import { createContext } from "react-router";

/** Worker bindings and execution context, available to loaders and actions. */
export const cloudflareContext = createContext<{ env: Env; ctx: ExecutionContext }>();

/**
 * Server services the Worker lends to loaders. `app/` never imports `workers/`
 * (DESIGN.md, dependency direction): the Worker entry provides these instead.
 */
export interface ServerServices {
  /** The game's name for a join link's preview, or null. */
  gameNameForInvite(code: string): Promise<string | null>;
}

export const serverServicesContext = createContext<ServerServices>();
