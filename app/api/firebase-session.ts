/**
 * Firebase's session, fetched the first time a request needs a token the device did not keep
 * (session.client.ts, in the firebase file: never on a page's first load). Apart, so a test
 * can stand in for the file's arrival.
 */
export const loadFirebaseSession = () => import("../auth/session.client");
