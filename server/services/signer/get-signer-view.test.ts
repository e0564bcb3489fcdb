import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetRateLimiter } from "@/server/throttle/rate-limiter";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { seedOrganization, type SeededOrganization } from "@/tests/support/fixtures";
import { createProcess, invitedToken, readyAsset, signer, twoSignerBody } from "@/tests/support/signing";
import { signaturePng } from "@/tests/support/signature-png";
import { getBytes } from "@/tests/support/uploads";

let database: TestDatabase;
let org: SeededOrganization;

beforeAll(async () => {
  database = await createTestDatabase();
  org = await seedOrganization(database.db, { plan: "PRO" });
  resetRateLimiter();
});
afterAll(() => database.close());

describe("GET /api/v1/sign/{token}: page images", () => {
  it("gives every page a presigned link to its rendered image, in page order", async () => {
    const assetId = await readyAsset(database.db, org.adminKey, 2);
    const process = (await createProcess(org.adminKey, twoSignerBody(assetId))).json.data;
    const token = await invitedToken(database.db, process.id, "zoe@example.test");

    const pages = (await signer.view(token)).json.data.document.pages as Array<{ width: number; height: number; imageUrl: string }>;
    expect(pages).toHaveLength(2);
    const images = await Promise.all(pages.map((page) => getBytes(page.imageUrl)));
    for (const image of images) {
      expect(image.status).toBe(200);
      expect(image.headers.get("content-type")).toBe("image/webp");
    }
    // Two different pages, two different images.
    const [first, second] = await Promise.all(images.map(async (image) => Buffer.from(await image.arrayBuffer())));
    expect(first!.equals(second!)).toBe(false);
    expect(pages[0]!.imageUrl).toMatch(/\/pages\/1\.webp\?/);
    expect(pages[1]!.imageUrl).toMatch(/\/pages\/2\.webp\?/);
  });
});

describe("GET /api/v1/sign/{token}: what the end of signing needs", () => {
  it("says how many sign and how copies travel, and that the document is being sealed once the last one signed", async () => {
    const assetId = await readyAsset(database.db, org.adminKey, 2);
    const process = (await createProcess(org.adminKey, twoSignerBody(assetId))).json.data;
    const first = await invitedToken(database.db, process.id, "zoe@example.test");

    const before = (await signer.view(first)).json.data.process;
    expect(before).toMatchObject({ signerCount: 2, dispatchMode: "EMAIL", sealing: false });

    const submitted = await signer.submit(first, {
      fields: Object.fromEntries(
        ((await signer.view(first)).json.data.fields as Array<{ id: string; type: string }>)
          .filter((field) => field.type !== "SIGNATURE")
          .map((field) => [field.id, field.type === "CHECKBOX" ? false : field.type === "DATE" ? "2026-11-26" : "Zoë"]),
      ),
      signature: { type: "TYPED", text: "Zoë" },
      consent: true,
    });
    expect(submitted.status).toBe(200);
    // The first of two has signed: nothing is sealed yet.
    expect((await signer.view(first)).json.data.process.sealing).toBe(false);

    const second = await invitedToken(database.db, process.id, "landlord@example.test");
    expect((await signer.submit(second, { fields: {}, signature: { type: "TYPED", text: "Landlord" }, consent: true })).status).toBe(200);
    // Read before the finalization job runs: every signature is in, the final files are not.
    const sealing = (await signer.view(second)).json.data.process;
    expect(sealing).toMatchObject({ status: "IN_PROGRESS", sealing: true });
  });
});

describe("GET /api/v1/sign/{token}: what earlier signers put on the document", () => {
  type Signed = {
    id: string;
    type: string;
    page: number;
    value: unknown;
    signedBy: string;
    signature: { type: string; imageUrl?: string; text?: string } | null;
  };

  async function signFirst(signature: { type: "DRAWN"; imagePng: string } | { type: "TYPED"; text: string }, checkbox: boolean) {
    const assetId = await readyAsset(database.db, org.adminKey, 2);
    const process = (await createProcess(org.adminKey, twoSignerBody(assetId))).json.data;
    const first = await invitedToken(database.db, process.id, "zoe@example.test");
    const fields = (await signer.view(first)).json.data.fields as Array<{
      id: string;
      type: string;
      label: string;
    }>;
    // Nobody has signed yet: the first signer sees no one else's marks.
    expect((await signer.view(first)).json.data.signedFields).toEqual([]);
    const values = Object.fromEntries(
      fields.filter((field) => field.type !== "SIGNATURE").map((field) => [field.id, field.type === "CHECKBOX" ? checkbox : field.type === "DATE" ? "2026-11-26" : "Zoë Łódź"]),
    );
    expect((await signer.submit(first, { fields: values, signature, consent: true })).status).toBe(200);
    const second = await invitedToken(database.db, process.id, "landlord@example.test");
    return { fields, first, second };
  }

  it("shows the next signer the earlier signer's values, ticks and drawn signature, read-only and apart from their own fields", async () => {
    const { fields, second } = await signFirst({ type: "DRAWN", imagePng: signaturePng() }, true);
    const view = (await signer.view(second)).json.data;
    const signed = view.signedFields as Signed[];
    const byLabel = (label: string) => signed.find((field) => field.id === fields.find((f) => f.label === label)!.id);

    expect(byLabel("Full name")).toMatchObject({
      type: "TEXT",
      page: 0,
      value: "Zoë Łódź",
      signedBy: "Zoë Łódź",
      signature: null,
    });
    expect(byLabel("Date")).toMatchObject({ value: "2026-11-26" });
    expect(byLabel("I accept the house rules")).toMatchObject({
      page: 1,
      value: true,
    });
    const mark = byLabel("Tenant signature")!;
    expect(mark).toMatchObject({
      type: "SIGNATURE",
      value: null,
      signature: { type: "DRAWN" },
    });
    const image = await getBytes(mark.signature!.imageUrl!);
    expect(image.status).toBe(200);
    expect(
      Buffer.from(await image.arrayBuffer())
        .subarray(1, 4)
        .toString("ascii"),
    ).toBe("PNG");
    // Their own field stays theirs to fill; none of the earlier signer's is offered as editable.
    expect((view.fields as Array<{ label: string }>).map((field) => field.label)).toEqual(["Landlord signature"]);
  });

  it("leaves out an optional box left unticked, and shows a typed signature as its text", async () => {
    const { fields, second } = await signFirst({ type: "TYPED", text: "Zoë Ł." }, false);
    const signed = (await signer.view(second)).json.data.signedFields as Signed[];
    const checkbox = fields.find((field) => field.type === "CHECKBOX")!;
    expect(signed.some((field) => field.id === checkbox.id)).toBe(false);
    expect(signed.find((field) => field.type === "SIGNATURE")).toMatchObject({
      signature: { type: "TYPED", text: "Zoë Ł." },
    });
  });

  it("never shows the signer their own submitted fields as someone else's", async () => {
    const { first } = await signFirst({ type: "TYPED", text: "Zoë" }, true);
    expect((await signer.view(first)).json.data.signedFields).toEqual([]);
  });
});

describe("POST /api/v1/sign/{token}/submit: text the document cannot print", () => {
  it("refuses a Cherokee value or a typed signature in hieroglyphs with the characters named, changes nothing, and takes Arabic and Hebrew", async () => {
    const assetId = await readyAsset(database.db, org.adminKey, 2);
    const process = (await createProcess(org.adminKey, twoSignerBody(assetId))).json.data;
    const first = await invitedToken(database.db, process.id, "zoe@example.test");
    const fields = (await signer.view(first)).json.data.fields as Array<{ id: string; type: string; label: string }>;
    const name = fields.find((field) => field.label === "Full name")!;
    const date = fields.find((field) => field.type === "DATE")!;
    const values = { [name.id]: "ᏣᎳᎩ", [date.id]: "2026-11-26" };

    const refused = await signer.submit(first, { fields: values, signature: { type: "TYPED", text: "𓀀𓁐" }, consent: true });
    expect(refused.status).toBe(400);
    expect(refused.json.message).toEqual(
      expect.arrayContaining([`fields.${name.id} (Full name) has characters the document cannot show yet: Ꮳ Ꮃ Ꭹ`, "signature.text has characters the document cannot show yet: 𓀀 𓁐"]),
    );
    expect((await signer.view(first)).json.data.signer.status).toBe("OPENED");

    const accepted = await signer.submit(first, { fields: { ...values, [name.id]: "محمد بن سلمان" }, signature: { type: "TYPED", text: "דוד לוי" }, consent: true });
    expect(accepted.status).toBe(200);
  });
});
