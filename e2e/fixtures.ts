import { test as base, expect } from "@playwright/test";

/**
 * Every page of every test fails on a console error or a CSP violation: a blocked
 * script is a broken app on someone's phone.
 */
export const test = base.extend<{ pageProblems: string[] }>({
  pageProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on("console", (message) => {
        // A refused request (a wrong password, an expired code) is an expected answer,
        // which Chromium also logs; it is the page's handling of it that tests check.
        if (message.type() === "error" && !message.text().startsWith("Failed to load resource")) {
          problems.push(message.text());
        }
      });
      page.on("pageerror", (error) => problems.push(error.message));
      await use(problems);
      expect(problems, "console errors and page errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
