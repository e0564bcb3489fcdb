import { describe, expect, it, vi } from "vitest";
import { checkWebhookTarget, type Resolver, type TargetPolicy } from "./target-policy";

const strict: TargetPolicy = { allowPrivateNetworks: false, requireHttps: false };

/** A resolver that answers from a table, as a DNS server under test control would. */
function resolverOf(table: Record<string, string[]>): Resolver {
  return async (hostname) => {
    const addresses = table[hostname];
    if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: "ENOTFOUND" });
    return addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
  };
}

async function refusal(url: string, policy: TargetPolicy = strict) {
  try {
    await checkWebhookTarget(url, policy);
  } catch (error) {
    return error as Error & { reason: string; details: Record<string, string> };
  }
  throw new Error(`${url} was allowed`);
}

describe("checkWebhookTarget", () => {
  it.each([
    ["http://127.0.0.1/hook", "127.0.0.1, a loopback address"],
    ["http://[::1]:8080/hook", "::1, a loopback or unspecified address"],
    ["http://10.0.0.1/hook", "10.0.0.1, a private address"],
    ["http://169.254.169.254/latest/meta-data/", "169.254.169.254, the cloud metadata service"],
    ["http://2130706433/hook", "127.0.0.1, a loopback address"],
    ["http://[::ffff:127.0.0.1]/hook", "::ffff:7f00:1, a loopback address"],
  ])("refuses the literal address in %s", async (url, text) => {
    const error = await refusal(url);
    expect(error.reason).toBe("FORBIDDEN_ADDRESS");
    expect(error.message).toBe(`${text}; webhooks may only call public addresses`);
  });

  it("refuses a name that resolves to loopback, with the system resolver (localhost)", async () => {
    const error = await refusal("http://localhost:3000/hook");
    expect(error.reason).toBe("FORBIDDEN_ADDRESS");
    expect(error.message).toMatch(/^localhost resolves to (127\.0\.0\.1|::1), a loopback/);
  });

  it("refuses a name when any of its addresses is private, even if the first is public", async () => {
    const resolve = resolverOf({ "mixed.example": ["93.184.215.14", "10.1.2.3"] });
    const error = await refusal("https://mixed.example/hook", { ...strict, resolve });
    expect(error.message).toBe("mixed.example resolves to 10.1.2.3, a private address; webhooks may only call public addresses");
    expect(error.details).toEqual({ host: "mixed.example", address: "10.1.2.3" });
  });

  it("refuses metadata host names before resolving them", async () => {
    let asked = false;
    const resolve: Resolver = async () => {
      asked = true;
      return [{ address: "93.184.215.14", family: 4 }];
    };
    const error = await refusal("http://metadata.google.internal/computeMetadata/v1/", { ...strict, resolve });
    expect(error.reason).toBe("METADATA_HOST");
    expect(asked).toBe(false);
  });

  it("refuses a name that does not resolve", async () => {
    const error = await refusal("https://nowhere.example/hook", { ...strict, resolve: resolverOf({}) });
    expect(error.reason).toBe("UNRESOLVABLE");
    expect(error.message).toBe("nowhere.example does not resolve (ENOTFOUND)");
  });

  it("pins the checked address of a public name", async () => {
    const resolve = resolverOf({ "hooks.example": ["93.184.215.14", "2606:2800:21f:cb07:6820:80da:af6b:8b2c"] });
    const target = await checkWebhookTarget("https://hooks.example/in", { ...strict, resolve });
    expect(target.pinned).toEqual({ address: "93.184.215.14", family: 4 });
    expect(target.url.href).toBe("https://hooks.example/in");
  });

  it("requires https when asked to (production), and refuses other schemes always", async () => {
    const resolve = resolverOf({ "hooks.example": ["93.184.215.14"] });
    expect((await refusal("http://hooks.example/in", { ...strict, requireHttps: true, resolve })).reason).toBe("HTTPS_REQUIRED");
    await expect(checkWebhookTarget("https://hooks.example/in", { ...strict, requireHttps: true, resolve })).resolves.toBeTruthy();
    expect((await refusal("ftp://hooks.example/in", { ...strict, resolve })).reason).toBe("INVALID_URL");
  });

  it("allows loopback, private and http without resolving when private networks are allowed", async () => {
    const open: TargetPolicy = { allowPrivateNetworks: true, requireHttps: true };
    for (const url of ["http://127.0.0.1:9/x", "http://10.0.0.1/x", "http://localhost/x"]) {
      await expect(checkWebhookTarget(url, open)).resolves.toMatchObject({ pinned: null });
    }
  });
});

describe("checkWebhookTarget's DNS deadline", () => {
  it("treats a resolver that never answers as unresolvable", async () => {
    vi.useFakeTimers();
    try {
      const pending = checkWebhookTarget("https://slow.example/hook", { ...strict, resolve: () => new Promise(() => undefined) }).catch((error: Error & { reason: string }) => error);
      await vi.advanceTimersByTimeAsync(5_000);
      const error = await pending;
      expect(error).toMatchObject({ reason: "UNRESOLVABLE", message: "slow.example does not resolve (ETIMEOUT)" });
    } finally {
      vi.useRealTimers();
    }
  });
});
