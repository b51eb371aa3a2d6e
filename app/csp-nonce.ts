import { createContext as createReactContext, useContext } from "react";
import { createContext } from "react-router";

/** The per-request CSP nonce, created by the Worker (workers/security-headers.ts). */
export const cspNonceContext = createContext<string>("");

// The browser hides nonce attributes from the DOM after parsing, so the client renders
// with an empty nonce and React keeps the server's attribute.
const NonceReactContext = createReactContext("");
export const NonceProvider = NonceReactContext.Provider;
export const useNonce = () => useContext(NonceReactContext);
