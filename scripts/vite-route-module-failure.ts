import type { Plugin } from "vite";

/**
 * React Router reloads the page when a route's module fails to load (routeModules.js). Our
 * chunk-load error (app/chunks/) is better for a person: a reload that fails again, offline,
 * shows the browser's own error page, and a navigation that failed reloads the page they were
 * leaving, in silence. The build raises ROUTE_MODULE_FAILED (app/chunks/use-chunk-failure-reports.ts
 * turns it into the chunk-load error) and lets the error go on to the route's error boundary.
 */
const RELOAD_ON_FAILURE = /console\.error\(`Error loading route module[\s\S]*?return new Promise\(\(\) => \{\}\);/;

const REPORT_FAILURE = `const event = new Event("bingo:route-module-failed");
		event.payload = error;
		window.dispatchEvent(event);
		throw error;`;

export function routeModuleFailureToErrorScreen(): Plugin {
  return {
    name: "bingo:route-module-failure",
    apply: "build",
    transform(code, id) {
      if (!/[\\/]react-router[\\/]dist[\\/].*[\\/]routeModules\.js$/.test(id)) return null;
      // An upgrade that changes this code fails the build rather than silently dropping the screen.
      if (!RELOAD_ON_FAILURE.test(code)) throw new Error(`${id}: React Router's route module loading changed`);
      return { code: code.replace(RELOAD_ON_FAILURE, REPORT_FAILURE), map: null };
    },
  };
}
