import { createContext } from "react-router";

/** Worker bindings and execution context, available to loaders and actions. */
export const cloudflareContext = createContext<{ env: Env; ctx: ExecutionContext }>();
