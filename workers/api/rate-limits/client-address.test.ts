import { describe, expect, it } from "vitest";
import { clientAddress, ipv6Prefix64 } from "./client-address";

const from = (address: string) => clientAddress(new Request("https://bingo.test/", { headers: { "CF-Connecting-IP": address } }));

describe("clientAddress", () => {
  it("counts the IPv6 addresses of one /64 as one, whatever their spelling", () => {
    const one = from("2001:db8:a:b::1");
    expect(one).toBe("2001:db8:a:b::/64");
    for (const neighbour of ["2001:db8:a:b:ffff:ffff:ffff:ffff", "2001:DB8:A:B:0:0:0:2", "2001:0db8:000a:000b::9"]) {
      expect(from(neighbour)).toBe(one);
    }
    expect(from("2001:db8:a:c::1")).not.toBe(one);
    expect(ipv6Prefix64("::1")).toBe("0:0:0:0::/64");
  });

  it("keeps IPv4 addresses, IPv4-mapped ones as IPv4, and anything unreadable as it came", () => {
    expect(from("198.51.100.7")).toBe("198.51.100.7");
    expect(from("::ffff:198.51.100.7")).toBe("198.51.100.7");
    expect(from("not an address")).toBe("not an address");
    expect(ipv6Prefix64("1:2:3")).toBe("1:2:3");
    expect(ipv6Prefix64("1::2::3")).toBe("1::2::3");
    expect(clientAddress(new Request("https://bingo.test/"))).toBe("unknown");
  });
});
