import { describe, expect, it } from "vitest";
import { forbiddenAddressKind, isMetadataHost } from "./forbidden-addresses";

describe("forbiddenAddressKind", () => {
  it.each([
    ["127.0.0.1", "a loopback address"],
    ["127.255.0.9", "a loopback address"],
    ["0.0.0.0", "a 'this network' address"],
    ["10.0.0.1", "a private address"],
    ["172.16.5.4", "a private address"],
    ["172.31.255.255", "a private address"],
    ["192.168.1.1", "a private address"],
    ["100.64.0.1", "a carrier-grade NAT address"],
    ["169.254.169.254", "the cloud metadata service"],
    ["169.254.10.10", "a link-local address"],
    ["224.0.0.251", "a multicast address"],
    ["255.255.255.255", "a reserved address"],
    ["::1", "a loopback or unspecified address"],
    ["::", "a loopback or unspecified address"],
    ["fe80::1", "a link-local address"],
    ["fc00::1", "a unique-local address"],
    ["fd12:3456::1", "a unique-local address"],
    ["fd00:ec2::254", "the cloud metadata service"],
    ["ff02::1", "a multicast address"],
    ["::ffff:127.0.0.1", "a loopback address"],
    ["::ffff:7f00:1", "a loopback address"],
    ["::ffff:10.1.2.3", "a private address"],
    ["::ffff:169.254.169.254", "the cloud metadata service"],
    ["64:ff9b::a9fe:a9fe", "the cloud metadata service"],
    ["2002:7f00:1::", "a loopback address"],
    ["2002:a00:1::", "a private address"],
    // IPv4-translated (::ffff:0:a.b.c.d) and the local-use NAT64 prefix reach IPv4 too.
    ["::ffff:0:127.0.0.1", "a loopback address"],
    ["::ffff:0:7f00:1", "a loopback address"],
    ["::ffff:0:a9fe:a9fe", "the cloud metadata service"],
    ["64:ff9b:1::7f00:1", "a local-use NAT64 address"],
    ["64:ff9b:1:7f00:0:100::", "a local-use NAT64 address"],
    ["64:ff9b::127.0.0.1", "a loopback address"],
    ["::127.0.0.1", "a loopback or unspecified address"],
    ["2001:0:4136:e378:8000:63bf:3fff:fdd2", "a Teredo tunnel address"],
  ])("refuses %s as %s", (address, kind) => {
    expect(forbiddenAddressKind(address)).toBe(kind);
  });

  it.each(["93.184.215.14", "8.8.8.8", "172.32.0.1", "192.0.2.10", "2606:4700::1111", "::ffff:8.8.8.8", "::ffff:0:8.8.8.8", "64:ff9b::808:808", "2002:808:808::"])("allows the public address %s", (address) => {
    expect(forbiddenAddressKind(address)).toBeNull();
  });

  it("knows the metadata host names, with or without a trailing dot", () => {
    expect(isMetadataHost("metadata.google.internal")).toBe(true);
    expect(isMetadataHost("METADATA.google.internal.")).toBe(true);
    expect(isMetadataHost("example.com")).toBe(false);
  });
});
