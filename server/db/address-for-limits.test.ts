import { describe, expect, it } from "vitest";
import { addressForLimits } from "./address-for-limits";

describe("the address a per-address limit counts", () => {
  it("is an IPv4 address as it is, also when it comes written as IPv6", () => {
    expect(addressForLimits("203.0.113.7")).toBe("203.0.113.7");
    expect(addressForLimits("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(addressForLimits("::ffff:cb00:7107")).toBe("203.0.113.7");
  });

  it("is the /64 of an IPv6 address, so every address a phone picks in its /64 shares one count", () => {
    expect(addressForLimits("2401:4900:1c3a:8f2e:1111:2222:3333:4444")).toBe("2401:4900:1c3a:8f2e::/64");
    expect(addressForLimits("2401:4900:1c3a:8f2e:a:b:c:d")).toBe("2401:4900:1c3a:8f2e::/64");
    expect(addressForLimits("2401:4900:1c3a:8f2f::1")).toBe("2401:4900:1c3a:8f2f::/64");
    expect(addressForLimits("2401:db8::1")).toBe("2401:db8:0:0::/64");
    expect(addressForLimits("::1")).toBe("0:0:0:0::/64");
  });

  it("leaves anything that is not an address as it is", () => {
    expect(addressForLimits("unknown")).toBe("unknown");
  });
});
