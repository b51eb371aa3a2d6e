import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { handleForm, type FormActionOptions } from "./form-action";
import type { FormStatus } from "./form-status";

// The forms' schemas did not come (the phone lost its network before they were fetched), or did.
const schemas = vi.hoisted(() => ({ came: false }));
vi.mock("./load-schemas", () => ({
  loadSchemas: () =>
    schemas.came ? vi.importActual("../../shared/api-schemas") : Promise.reject(new TypeError("Importing a module script failed.")),
}));
vi.mock("../i18n/strings", () => ({ clientStrings: () => ({ common: { noConnection: "No connection." } }) }));

const sent = () => {
  const form = new FormData();
  form.set("gameCode", "ABCD2345");
  form.set("text", "Uncle Bob asks for more wine");
  return new Request("http://bingo.test/play/ABCD2345/setup/", { method: "POST", body: form });
};
const work = vi.fn(async () => ({ status: "success" as const }));
const NO_CONNECTION = { status: "error", body: "No connection." };

/** The form sent (an entry for the pool) with the browser online or not. */
function sendWhile(onLine: boolean, formWork: () => Promise<FormStatus>, options: FormActionOptions = {}) {
  vi.stubGlobal("navigator", { onLine });
  return handleForm(sent(), (all) => all.addEntryInput, formWork, options);
}

afterEach(() => vi.unstubAllGlobals());

describe("a form whose schemas did not come", () => {
  beforeEach(() => {
    schemas.came = false;
  });

  it("says there is no connection while the browser is offline, and sends nothing", async () => {
    await expect(sendWhile(false, work)).resolves.toEqual(NO_CONNECTION);
    expect(work).not.toHaveBeenCalled();
  });

  it("is the chunk-load error online, whose Reload brings them", async () => {
    await expect(sendWhile(true, work)).rejects.toThrow("Importing a module script failed.");
  });

  it("hands the fields as typed to a form that sends them for the server to check", async () => {
    const unchecked = vi.fn(async () => ({ status: "success" as const }));
    await expect(sendWhile(true, work, { unchecked })).resolves.toEqual({ status: "success" });
    expect(unchecked).toHaveBeenCalledWith({ gameCode: "ABCD2345", text: "Uncle Bob asks for more wine" });
    expect(work).not.toHaveBeenCalled();
  });
});

describe("a form whose work needed a file that did not come (a join's API code)", () => {
  const missing = () => Promise.reject(new TypeError("Failed to fetch dynamically imported module: https://bingo.test/assets/game-api-Ab12.js"));
  beforeEach(() => {
    schemas.came = true;
  });

  it("says there is no connection while the browser is offline: the screen and what was typed stay", async () => {
    await expect(sendWhile(false, missing)).resolves.toEqual(NO_CONNECTION);
  });

  it("is the chunk-load error online", async () => {
    await expect(sendWhile(true, missing)).rejects.toThrow("Failed to fetch dynamically imported module");
  });
});
