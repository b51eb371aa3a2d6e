/**
 * An inline script the server writes for the moments before hydration (a submit or a tap held,
 * the stored theme, a chunk that failed to load). The browser has run it long before React
 * hydrates, so the browser's build renders it empty: pass `import.meta.env.SSR ? code : ""`
 * and its text stays out of the JS a phone downloads before it can join. React leaves a
 * hydrated element's inner HTML as the server wrote it, and a script's text is never run twice.
 */
export function ServerScript({ nonce, code }: { nonce: string; code: string }) {
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: code }} />;
}
