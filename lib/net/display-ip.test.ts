import { describe, expect, it } from "vitest";
import { displayIp } from "./display-ip";

describe("displayIp", () => {
  it("shows an IPv4-mapped IPv6 address as IPv4", () => {
    expect(displayIp("::ffff:127.0.0.1")).toBe("127.0.0.1");
    expect(displayIp("::FFFF:203.0.113.9")).toBe("203.0.113.9");
  });

  it("leaves other addresses as they are", () => {
    expect(displayIp("203.0.113.9")).toBe("203.0.113.9");
    expect(displayIp("2001:db8::1")).toBe("2001:db8::1");
    expect(displayIp("::1")).toBe("::1");
  });
});
