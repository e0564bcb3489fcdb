import { afterEach, describe, expect, it } from "vitest";
import { postWebhook, RESPONSE_BODY_LIMIT } from "./post-webhook";
import { startWebhookReceiver, type WebhookReceiver } from "./testing/webhook-receiver";

const receivers: WebhookReceiver[] = [];
afterEach(async () => {
  await Promise.all(receivers.splice(0).map((receiver) => receiver.close()));
});

async function receiver(...args: Parameters<typeof startWebhookReceiver>) {
  const started = await startWebhookReceiver(...args);
  receivers.push(started);
  return started;
}

const post = (url: string, extra: Partial<Parameters<typeof postWebhook>[0]> = {}) =>
  postWebhook({ url: new URL(url), body: '{"hello":"wörld"}', headers: { "Content-Type": "application/json" }, pinned: null, timeoutMs: 2_000, ...extra });

describe("postWebhook", () => {
  it("posts the body as given and reports the status and the answer", async () => {
    const target = await receiver(() => ({ status: 204 }));
    const result = await post(target.url);
    expect(result).toMatchObject({ statusCode: 204, error: null, responseBody: "", location: null });
    expect(target.requests[0]).toMatchObject({ method: "POST", path: "/webhooks/signet", rawBody: '{"hello":"wörld"}' });
    expect(target.requests[0]!.headers["content-length"]).toBe(String(Buffer.byteLength('{"hello":"wörld"}')));
  });

  it("connects to the pinned address whatever the URL's name resolves to (no second DNS answer)", async () => {
    const target = await receiver();
    const result = await post(`http://rebinding.invalid:${target.port}/hook`, { pinned: { address: "127.0.0.1", family: 4 } });
    expect(result.statusCode).toBe(200);
    expect(target.requests[0]!.headers.host).toBe(`rebinding.invalid:${target.port}`);
  });

  it("does not follow redirects", async () => {
    const elsewhere = await receiver();
    const target = await receiver(() => ({ status: 302, headers: { location: elsewhere.url } }));
    const result = await post(target.url);
    expect(result).toMatchObject({ statusCode: 302, location: elsewhere.url });
    expect(elsewhere.requests).toHaveLength(0);
  });

  it("keeps only the first 1 KB of the answer", async () => {
    const target = await receiver(() => ({ status: 500, body: "x".repeat(5000) }));
    const result = await post(target.url);
    expect(result.statusCode).toBe(500);
    expect(result.responseBody).toHaveLength(RESPONSE_BODY_LIMIT);
  });

  it("gives up when no answer comes in time", async () => {
    const target = await receiver(() => ({ status: 200, delayMs: 5_000 }));
    const result = await post(target.url, { timeoutMs: 300 });
    expect(result).toMatchObject({ statusCode: null, error: "No response within 0.3 seconds", responseBody: null });
    expect(result.durationMs).toBeGreaterThanOrEqual(290);
    expect(result.durationMs).toBeLessThan(3_000);
  });

  it("reports a refused connection", async () => {
    const target = await receiver();
    await target.close();
    receivers.splice(receivers.indexOf(target), 1);
    const result = await post(target.url);
    expect(result.statusCode).toBeNull();
    expect(result.error).toMatch(/ECONNREFUSED/);
  });
});
