/**
 * What the signed online-form PDF costs at finalization: a 40-block form in sections, answered
 * and signed by two recipients (one drawn, one typed signature). The first render, which loads
 * and warms the fonts, happens before timing.
 */
import { beforeAll, bench, describe } from "vitest";
import { renderSignedForm } from "@/server/pdf/form/render-form";
import { longSignedForm } from "@/server/pdf/form/testing/form-fixtures";

const input = longSignedForm(40);

beforeAll(async () => {
  await renderSignedForm(input);
});

describe("online form PDF", () => {
  bench("renderSignedForm: 40 blocks, two recipients", async () => {
    const pdf = await renderSignedForm(input);
    if (pdf.length < 1_000) throw new Error("suspiciously small PDF");
  });
});
