import { storedStrings } from "../components/stored-strings";

/**
 * The games this device has played as a member, by code: a member who opens the
 * invite link again is taken to their board instead of an empty join form. Only a hint, kept
 * in localStorage so a stranger's join page loads nothing more: the join page still asks the
 * API before it sends anyone on. A browser that refuses storage just shows the form.
 */
const KEY = "bingo:member-of";
/** Enough for every game a family plays in a season; the oldest go first. */
const KEPT = 50;

const read = () => storedStrings(KEY);

function write(codes: string[]) {
  try {
    if (codes.length) localStorage.setItem(KEY, JSON.stringify(codes.slice(-KEPT)));
    else localStorage.removeItem(KEY);
  } catch {
    // Storage refused or full: the invite link shows the form, as for anyone.
  }
}

export function rememberMembership(code: string): void {
  const codes = read().filter((known) => known !== code);
  write([...codes, code]);
}

export function forgetMembership(code: string): void {
  write(read().filter((known) => known !== code));
}

export function forgetAllMemberships(): void {
  write([]);
}

export function mayBeMemberOf(code: string): boolean {
  return read().includes(code);
}
