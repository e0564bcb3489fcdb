import vm from "node:vm";
import { afterEach, describe, expect, it } from "vitest";
import { earlyViewScript, takeEarlyView } from "./early-view";

/** Runs the page's script as the browser would, with a fetch that answers `body`; returns what it asked for. */
async function runScript(token: string, body: unknown) {
  const fetched: string[] = [];
  const images: { src?: string; fetchPriority?: string }[] = [];
  const window: Record<string, unknown> = {};
  const context = vm.createContext({
    window,
    encodeURIComponent,
    fetch: (url: string) => {
      fetched.push(url);
      return Promise.resolve(new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } }));
    },
    Image: class {
      constructor() {
        images.push(this as never);
      }
    },
  });
  vm.runInContext(earlyViewScript(token), context);
  const response = await (window.__signetEarlyView as { response: Promise<Response> }).response;
  await new Promise((resolve) => setTimeout(resolve, 10));
  return { fetched, images, window, response };
}

afterEach(() => {
  delete (globalThis as { window?: unknown }).window;
});

describe("the signing page's early view", () => {
  it("asks for the view of its token and starts the first page's image", async () => {
    const view = { data: { document: { pages: [{ imageUrl: "/api/storage/page-1.png" }, { imageUrl: "/api/storage/page-2.png" }] } } };
    const { fetched, images, response } = await runScript("abc_DEF-123", view);
    expect(fetched).toEqual(["/api/v1/sign/abc_DEF-123"]);
    expect(images).toEqual([{ fetchPriority: "high", src: "/api/storage/page-1.png" }]);
    // The page still reads the whole answer: the image was started from a copy.
    expect(await response.json()).toEqual(view);
  });

  it("starts no image when the view has no document (a refused link, a form)", async () => {
    const { images } = await runScript("abc", { statusCode: 404, code: "SIGNING_LINK_INVALID" });
    expect(images).toEqual([]);
  });

  it("cannot be ended or escaped by the token in the address", async () => {
    const hostile = `</script><script>alert(1)</script>"'&`;
    const script = earlyViewScript(hostile);
    expect(script).not.toMatch(/[<>]/);
    const { fetched } = await runScript(hostile, {});
    expect(fetched).toEqual([`/api/v1/sign/${encodeURIComponent(hostile)}`]);
  });

  it("hands the response to the page once, and only for its own token", async () => {
    const response = Promise.resolve(new Response("{}"));
    (globalThis as { window?: unknown }).window = { __signetEarlyView: { token: "mine", response } };
    expect(takeEarlyView("another")).toBeNull();
    expect(takeEarlyView("mine")).toBe(response);
    expect(takeEarlyView("mine")).toBeNull();
  });
});
