import { isIPv4, isIPv6 } from "node:net";

// The address a per-address limit counts (the forms' and the login's allowances, evidence's daily
// count). An IPv4 address is one subscriber, or one carrier's shared address. An IPv6 subscriber
// is given a whole /64 (and often more), and picks a new address in it at will, so counting the
// full /128 would give anyone an allowance per address they care to use: the /64 is counted.
// It is the key those counts are kept under, so it lives with their store (rate-limit-store.ts)
// and the rooms that count (the plugins, the login, evidence) all reach down to one definition.

/** The eight 16-bit groups of an IPv6 address, or null when it is not one. */
function ipv6Groups(address: string): number[] | null {
  if (!isIPv6(address)) return null;
  const [head = "", tail] = address.split("::");
  const parse = (part: string): number[] => {
    if (part === "") return [];
    const pieces = part.split(":");
    const last = pieces.at(-1)!;
    // An IPv4 address in the last 32 bits ("::ffff:192.0.2.1").
    if (isIPv4(last)) {
      const [a, b, c, d] = last.split(".").map(Number) as [number, number, number, number];
      return [...pieces.slice(0, -1).map((piece) => parseInt(piece, 16)), (a << 8) | b, (c << 8) | d];
    }
    return pieces.map((piece) => parseInt(piece, 16));
  };
  const front = parse(head);
  const back = tail === undefined ? [] : parse(tail);
  return [...front, ...new Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/** `request.ip` as the limits count it: IPv4 as it is (also when written as IPv6), IPv6 by its /64. */
export function addressForLimits(address: string): string {
  const groups = ipv6Groups(address);
  if (groups === null) return address;
  const isMappedIPv4 = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (isMappedIPv4) return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join(".");
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}
