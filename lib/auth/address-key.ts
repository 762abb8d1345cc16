/** The per-address key of the attempt limits (lib/auth/rate-limit.ts). */

/** IPv6 groups of an address (8 numbers), or null when it is not IPv6. An embedded IPv4 tail makes two groups. */
function ipv6Groups(address: string): number[] | null {
  const bare = address.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  if (!bare.includes(":")) return null;
  const ipv4Tail = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(bare);
  const [a, b, c, d] = (ipv4Tail?.slice(1) ?? []).map(Number);
  const hex = ipv4Tail ? `${bare.slice(0, ipv4Tail.index)}${(((a ?? 0) << 8) | (b ?? 0)).toString(16)}:${(((c ?? 0) << 8) | (d ?? 0)).toString(16)}` : bare;
  const halves = hex.split("::");
  if (halves.length > 2) return null;
  const parse = (part = "") => (part ? part.split(":") : []);
  const [head, tail] = [parse(halves[0]), parse(halves[1])];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill("0"), ...tail];
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/i.test(group))) return null;
  return groups.map((group) => parseInt(group, 16));
}

/**
 * The per-address key: an IPv4 address as it is (an IPv4-mapped IPv6 one as its IPv4), an IPv6 address by its /64,
 * the network one subscriber usually gets whole, so rotating through its addresses does not multiply the limit.
 */
export function addressKey(address: string): string {
  const groups = ipv6Groups(address);
  if (!groups) return address.trim().toLowerCase();
  const [, , , , , sixth, high = 0, low = 0] = groups;
  const mapped = groups.slice(0, 5).every((group) => group === 0) && sixth === 0xffff;
  if (mapped) return [high >> 8, high & 255, low >> 8, low & 255].join(".");
  return `${groups.slice(0, 4).map((group) => group.toString(16)).join(":")}::/64`;
}
