import { describe, expect, it } from "vitest";
import { VIEWER_KEY_HEADER } from "../../shared/viewer-key";
import { callWorker } from "../support/call-worker";
import { expectLimited, freshAddress } from "./limit-support";

/**
 * A TV view's calls carry a viewer key, not a token (docs/decisions/018-tv-view.md): its read
 * and its socket's ticket count per address together, before the room is asked about the key.
 */
const SOME_KEY = "A".repeat(22);

const readAsViewer = (address: string) =>
  callWorker("/api/v1/games/ABCDEFGH/tv", { headers: { [VIEWER_KEY_HEADER]: SOME_KEY, "CF-Connecting-IP": address } });
const askViewerTicket = (address: string) =>
  callWorker("/api/v1/games/ABCDEFGH/tv/socket-ticket", {
    method: "POST",
    headers: { [VIEWER_KEY_HEADER]: SOME_KEY, "CF-Connecting-IP": address },
  });

describe("a TV view's calls", () => {
  it("count per address, its read and its socket's ticket together", async () => {
    const address = freshAddress();
    await expectLimited("tvViewerPerIp", (index) => (index % 2 === 0 ? readAsViewer(address) : askViewerTicket(address)));
    // Another address's TV is not held up by it.
    expect((await readAsViewer(freshAddress())).status).toBe(404);
  });
});
