import { describe, expect, it } from "vitest";
import { HtmlTemplateError } from "./html-template-error";
import { MAX_RENDERED_HTML_CHARS, renderLiquid } from "./render-liquid";

async function failure(html: string, data: Record<string, unknown> = {}): Promise<HtmlTemplateError> {
  const error = await renderLiquid(html, data).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(HtmlTemplateError);
  return error as HtmlTemplateError;
}

describe("renderLiquid", () => {
  it("fills in nested data, conditionals and loops", async () => {
    const html = `<p>{{ customer.name }} ({{ customer.address.city }})</p>{% if paid %}<b>paid</b>{% else %}<b>due</b>{% endif %}<ul>{% for item in items %}<li>{{ forloop.index }}. {{ item.title }}</li>{% endfor %}</ul>`;
    const out = await renderLiquid(html, {
      customer: { name: "Zoë", address: { city: "Łódź" } },
      paid: false,
      items: [{ title: "Desk" }, { title: "Chair" }],
    });
    expect(out).toBe("<p>Zoë (Łódź)</p><b>due</b><ul><li>1. Desk</li><li>2. Chair</li></ul>");
  });

  it("keeps Liquid's array and string helpers with own-property access", async () => {
    const out = await renderLiquid("{{ items.size }} {{ items.first.title }} {{ items.last.title }} {{ name.size }} {{ items | map: 'title' | join: ', ' }}", {
      items: [{ title: "Desk" }, { title: "Chair" }],
      name: "Zoë",
    });
    expect(out).toBe("2 Desk Chair 3 Desk, Chair");
  });

  it("escapes every output unless the author writes | raw", async () => {
    const data = { evil: "<script>alert(1)</script>", style: '</style><h1 class="x">x</h1>', trusted: "<em>ok</em>" };
    const out = await renderLiquid("{{ evil }}|{{ style }}|{{ trusted | raw }}", data);
    expect(out).toBe("&lt;script&gt;alert(1)&lt;/script&gt;|&lt;/style&gt;&lt;h1 class=&#34;x&#34;&gt;x&lt;/h1&gt;|<em>ok</em>");
  });

  it("reads only the data's own properties", async () => {
    const data = Object.assign(Object.create({ inherited: "secret" }) as object, { own: "visible" });
    expect(await renderLiquid("{{ item.own }}|{{ item.inherited }}|{{ item.constructor }}|{{ item.__proto__ }}", { item: data })).toBe("visible|||");
  });

  it("names the line of a syntax error in a plain sentence", async () => {
    const error = await failure("<p>one</p>\n<p>two</p>\n{% if %}yes{% endif %}");
    expect(error.message).toMatch(/^The template has a Liquid error on line 3: /);
    expect(error.message).not.toMatch(/col:/);
    expect((await failure("{{ name | no_such_filter }}")).message).toMatch(/undefined filter: no_such_filter/);
    expect((await failure("{% for item in items %}no end")).message).toMatch(/Liquid error on line 1/);
  });

  it.each(["{% include 'secret' %}", "{% render 'secret' %}", "{% layout 'secret' %}", "{% include '/etc/passwd' %}"])(
    "refuses to load files: %s",
    async (html) => {
      const error = await failure(html);
      expect(error.message).toMatch(/is not available in HTML templates/);
    },
  );

  it("stops a loop that runs too long, naming the render time limit", async () => {
    const started = Date.now();
    const error = await failure("{% for a in (1..100000) %}{% for b in (1..100000) %}{{ b }}{% endfor %}{% endfor %}");
    expect(error.message).toMatch(/Liquid render time limit/);
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it("stops a huge range, naming the memory limit", async () => {
    const error = await failure("{% for i in (1..1000000000) %}{{ i }}{% endfor %}");
    expect(error.message).toMatch(/Liquid memory limit/);
  });

  it("stops output that grows past the size cap, long before the time limit", async () => {
    const started = Date.now();
    const error = await failure("{% for i in (1..100000) %}{{ chunk }}{% endfor %}", { chunk: "x".repeat(100_000) });
    expect(error.message).toMatch(/larger than the limit of 2 MB/);
    expect(Date.now() - started).toBeLessThan(500);
    expect((await renderLiquid("{{ chunk }}", { chunk: "y".repeat(MAX_RENDERED_HTML_CHARS) })).length).toBe(MAX_RENDERED_HTML_CHARS);
  });

  it("refuses a template longer than the parse limit", async () => {
    const error = await failure("x".repeat(1_000_001));
    expect(error.message).toMatch(/Liquid parse limit of 1,000,000 characters/);
  });
});
