import { emulatorHostOf } from "../shared/development-worker";

/**
 * Headers for every HTML response. The CSP allows inline
 * scripts only with this response's nonce; connections go to our own origin, the
 * Firebase identity endpoints (or the local emulator) and Stripe.
 */
export function createCspNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

const STRIPE_SCRIPT = "https://js.stripe.com";
const STRIPE_FRAMES = ["https://js.stripe.com", "https://hooks.stripe.com"];
const FIREBASE_IDENTITY = [
  "https://identitytoolkit.googleapis.com",
  "https://securetoken.googleapis.com",
];
const STRIPE_API = ["https://api.stripe.com", "https://m.stripe.network", "https://q.stripe.com"];

export function contentSecurityPolicy(nonce: string, env: Env, isDevServer: boolean): string {
  const connect = ["'self'", ...FIREBASE_IDENTITY, ...STRIPE_API];
  const emulatorHost = emulatorHostOf(env);
  if (emulatorHost) connect.push(`http://${emulatorHost}`);
  // Vite's dev server pushes modules over its own WebSocket.
  if (isDevServer) connect.push("ws:", "wss:");
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' ${STRIPE_SCRIPT}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://*.stripe.com",
    "font-src 'self'",
    `connect-src ${connect.join(" ")}`,
    `frame-src ${STRIPE_FRAMES.join(" ")}`,
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
  ].join("; ");
}

/**
 * On every page and every static file. public/_headers repeats them for the static files,
 * which never reach the Worker (a Worker test keeps the two equal). COOP: no page another
 * site opens can reach into ours through window.opener, nor ours into it.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(self)",
  "Cross-Origin-Opener-Policy": "same-origin",
};

export function applyDocumentSecurityHeaders(
  headers: Headers,
  nonce: string,
  env: Env,
  isDevServer: boolean,
): void {
  headers.set("Content-Security-Policy", contentSecurityPolicy(nonce, env, isDevServer));
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) headers.set(name, value);
}
