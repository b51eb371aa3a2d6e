/**
 * The client's address as Cloudflare's edge saw it, as the abuse limits count it. The edge
 * sets CF-Connecting-IP on every request and overwrites any a client sends, so in production
 * it cannot be forged. Worker tests call the Worker directly without it: they all count as
 * one client.
 *
 * An IPv6 address counts by its /64: one home or phone is handed a whole /64, so
 * counting each address apart let one device spend the budgets of 2^64 "neighbours".
 */
export function clientAddress(request: Request): string {
  return addressKey(request.headers.get("CF-Connecting-IP")?.trim() || "unknown");
}

/** The key an address is counted under: an IPv6 address's /64, any other address as it is. */
export function addressKey(address: string): string {
  return address.includes(":") ? ipv6Prefix64(address) : address;
}

/** The first four groups of an IPv6 address, written out ("2001:db8:0:1::/64"); the address itself if it is not one. */
export function ipv6Prefix64(address: string): string {
  const halves = address.toLowerCase().split("::");
  if (halves.length > 2) return address;
  const [head = "", tail] = halves;
  const groupsOf = (part: string) => (part === "" ? [] : part.split(":"));
  const front = groupsOf(head);
  const back = tail === undefined ? [] : groupsOf(tail);
  // An embedded IPv4 tail (::ffff:192.0.2.1) is two groups; it never reaches the first four
  // unless the address is an IPv4-mapped one, which keeps its IPv4 form instead.
  if (back.some((group) => group.includes("."))) {
    const v4 = back.at(-1)!;
    return front.length === 0 && back.length <= 2 ? v4 : address;
  }
  const missing = 8 - front.length - back.length;
  if (tail === undefined ? front.length !== 8 : missing < 1) return address;
  const groups = [...front, ...Array<string>(tail === undefined ? 0 : missing).fill("0"), ...back];
  if (groups.some((group) => !/^[0-9a-f]{1,4}$/.test(group))) return address;
  return `${groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, "")).join(":")}::/64`;
}
