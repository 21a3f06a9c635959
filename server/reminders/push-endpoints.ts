import { BlockList, isIP } from "node:net";

// Where browser notifications may go (docs/decisions/0074). A subscription's endpoint is an
// address the browser gave, so anyone with a case open can give any address: the server posts
// only to https: on the push services the browsers that can show our notifications use, and only
// to a public address of theirs (checked on every connection, after DNS), so a subscription
// cannot make the server reach into its own network. The tests' endpoint on the loopback address
// is allowed only by a setting production refuses (PUSH_ALLOW_LOOPBACK_ENDPOINTS).

/** The push services, by who runs them, as the Privacy Policy names them. */
export type PushServiceName = "Google" | "Mozilla" | "Apple" | "Microsoft";

/**
 * Each service's hosts: Chrome, Samsung Internet and Opera subscribe at FCM's; Firefox at
 * Mozilla's autopush; Safari (macOS, and iOS for a site on the Home Screen) at
 * web.push.apple.com, Apple asking servers to allow all of *.push.apple.com; Edge at its
 * Windows Push Notification Services' regional hosts, *.notify.windows.com.
 */
const PUSH_SERVICES: readonly { name: PushServiceName; host?: string; suffix?: string }[] = [
  { name: "Google", host: "fcm.googleapis.com" },
  { name: "Mozilla", host: "updates.push.services.mozilla.com" },
  { name: "Apple", suffix: ".push.apple.com" },
  { name: "Microsoft", suffix: ".notify.windows.com" },
];

/** One DNS label: letters, digits and inner hyphens. */
const LABEL = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;

/** The push service a host belongs to, if it is one of the known ones. */
export function pushServiceOf(host: string): PushServiceName | undefined {
  const name = host.toLowerCase();
  for (const service of PUSH_SERVICES) {
    if (service.host === name) return service.name;
    if (service.suffix && name.endsWith(service.suffix)) {
      const below = name.slice(0, -service.suffix.length);
      if (below !== "" && below.split(".").every((label) => LABEL.test(label))) return service.name;
    }
  }
  return undefined;
}

/** The loopback addresses a test's endpoint may be on, as a URL writes them. */
const LOOPBACK_HOSTS = ["127.0.0.1", "[::1]"];

/** The most an endpoint's address may be: push services' are a few hundred characters. */
const PUSH_ENDPOINT_MAX_LENGTH = 2048;

/**
 * Why the server would not post to this endpoint, or undefined when it would (the address it
 * resolves to is checked again at each connection: isPublicAddress).
 */
export function pushEndpointProblem(endpoint: string, allowLoopback: boolean): string | undefined {
  if (endpoint.length > PUSH_ENDPOINT_MAX_LENGTH) return "the address is too long";
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return "not an address";
  }
  if (url.username !== "" || url.password !== "") return "the address carries a user name or password";
  if (
    allowLoopback &&
    LOOPBACK_HOSTS.includes(url.hostname) &&
    (url.protocol === "http:" || url.protocol === "https:")
  ) {
    return undefined;
  }
  if (url.protocol !== "https:") return "not an https: address";
  if (url.port !== "") return "not on the standard https port";
  if (pushServiceOf(url.hostname) === undefined) return "not a known push service";
  return undefined;
}

/** The push service's host of an endpoint the server accepted, for the desk's record. */
export function pushServiceHost(endpoint: string): string {
  return new URL(endpoint).hostname;
}

/** [network, prefix length]: IANA's special-purpose IPv4 blocks, none of them reachable as the Internet. */
const NOT_PUBLIC_IPV4: readonly [string, number][] = [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.88.99.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
];

/** Inside global unicast (2000::/3), the blocks that are not the Internet's: protocol assignments, documentation, 6to4. */
const NOT_PUBLIC_IPV6: readonly [string, number][] = [
  ["2001::", 23],
  ["2001:db8::", 32],
  ["2002::", 16],
  ["3fff::", 20],
];

const notPublicIpv4 = new BlockList();
for (const [network, prefix] of NOT_PUBLIC_IPV4) notPublicIpv4.addSubnet(network, prefix, "ipv4");
const globalUnicastIpv6 = new BlockList();
globalUnicastIpv6.addSubnet("2000::", 3, "ipv6");
const notPublicIpv6 = new BlockList();
for (const [network, prefix] of NOT_PUBLIC_IPV6) notPublicIpv6.addSubnet(network, prefix, "ipv6");

/** An IPv6 address's eight 16-bit groups; a trailing dotted IPv4 part counts as the last two. */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const bytes = dotted[1]!.split(".").map(Number);
    text = `${text.slice(0, -dotted[1]!.length)}${((bytes[0]! << 8) | bytes[1]!).toString(16)}:${((bytes[2]! << 8) | bytes[3]!).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const part = (groups: string) => (groups === "" ? [] : groups.split(":").map((group) => parseInt(group, 16)));
  const left = part(head);
  const right = tail === undefined ? [] : part(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/** The IPv4 address an IPv6 address carries in its last 32 bits. */
function embeddedIpv4(groups: number[]): string {
  const [high = 0, low = 0] = groups.slice(6);
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join(".");
}

/** Whether an address is one of the Internet's: not private, loopback, link-local, reserved or documentation. */
export function isPublicAddress(given: string): boolean {
  // A zone (fe80::1%eth0) names a local link: never the Internet's.
  if (given.includes("%")) return false;
  const address = given;
  const family = isIP(address);
  if (family === 4) return !notPublicIpv4.check(address, "ipv4");
  if (family !== 6) return false;
  const groups = ipv6Groups(address);
  const zeros = (count: number) => groups.slice(0, count).every((group) => group === 0);
  // IPv4-mapped (::ffff:a.b.c.d) and NAT64 (64:ff9b::a.b.c.d) reach the IPv4 address they carry.
  if (zeros(5) && groups[5] === 0xffff) return isPublicAddress(embeddedIpv4(groups));
  if (groups[0] === 0x64 && groups[1] === 0xff9b && groups.slice(2, 6).every((group) => group === 0)) {
    return isPublicAddress(embeddedIpv4(groups));
  }
  return globalUnicastIpv6.check(address, "ipv6") && !notPublicIpv6.check(address, "ipv6");
}
