import { refusal } from "../../shared/refusal";
import { REFUSAL_STATUS } from "./refusal-status";

/** The largest payload is a few hundred characters; anything near this is not our client. */
export const MAX_BODY_BYTES = 16 * 1024;

/**
 * A request's body as text, read only up to MAX_BODY_BYTES: one that says it is
 * longer (Content-Length) is not read at all, one that grows past it is cancelled there. Null
 * when it is too large. What reads a body before the API's own bodyLimit runs (the early
 * refusal, a 429's drain) reads it through this, so no refusal costs a 40 MB read.
 */
export async function readCappedBody(request: Request): Promise<string | null> {
  if (!request.body) return "";
  const declared = Number(request.headers.get("Content-Length") ?? Number.NaN);
  if (declared > MAX_BODY_BYTES) {
    await request.body.cancel().catch(() => {});
    return null;
  }
  // A declared length is all the connection can carry: read natively, the cheapest way.
  if (Number.isFinite(declared)) return request.text().catch(() => null);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > MAX_BODY_BYTES) {
        await reader.cancel().catch(() => {});
        return null;
      }
      chunks.push(value);
    }
  } catch {
    return null; // the client went away mid-body
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

/**
 * Reads and drops a body before a refusal (workerd closes a connection whose request body was
 * left unread), within the same cap: a flood's thousands of refusals each cost this.
 */
export async function drainCappedBody(request: Request): Promise<void> {
  if (!request.body) return;
  const declared = Number(request.headers.get("Content-Length") ?? Number.NaN);
  if (Number.isFinite(declared) && declared <= MAX_BODY_BYTES) await request.arrayBuffer().catch(() => {});
  else await readCappedBody(request);
}

/** The 413 of a body over MAX_BODY_BYTES, in the documented shape. */
export function bodyTooLargeResponse(): Response {
  const tooLarge = refusal("bodyTooLarge", MAX_BODY_BYTES);
  return Response.json(tooLarge.toBody(), { status: REFUSAL_STATUS[tooLarge.kind] });
}
