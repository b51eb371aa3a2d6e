import { vi } from "vitest";

/** Unit tests' localStorage (they run in Node): the device's storage, kept in `items`. */
export function stubMemoryStorage(items = new Map<string, string>()): Map<string, string> {
  vi.stubGlobal("localStorage", {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  });
  return items;
}

/** A browser that refuses storage: private mode reading, a full quota writing. */
export function stubRefusingStorage(): void {
  vi.stubGlobal("localStorage", {
    getItem: () => {
      throw new Error("SecurityError");
    },
    setItem: () => {
      throw new Error("QuotaExceededError");
    },
    removeItem: () => undefined,
  });
}
