import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pdfAssets } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { configureOrganization, seedOrganization, type SeededOrganization } from "@/tests/support/fixtures";
import { readyAsset } from "@/tests/support/signing";
import type { ServiceContext } from "../context";
import { operationInputSchema } from "../operation";
import { parseInput } from "../parse-input";
import { pdfAssetsRename } from "./operations";
import { renamePdfAsset } from "./rename-pdf-asset";

let database: TestDatabase;
let org: SeededOrganization;

beforeAll(async () => {
  database = await createTestDatabase();
  org = await seedOrganization(database.db, { plan: "PRO" });
});
afterAll(() => database.close());

const rowOf = async (id: string) => (await database.db.select().from(pdfAssets).where(eq(pdfAssets.id, id)))[0]!;

/** The input parsed once by the operation's schema, as every door does, then the service. */
const renameAsTheApiDoes = async (ctx: ServiceContext, raw: unknown) => renamePdfAsset(ctx, parseInput(operationInputSchema(pdfAssetsRename), raw));

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

describe("renamePdfAsset", () => {
  it("changes the display name and updatedAt, and nothing else", async () => {
    const id = await readyAsset(database.db, org.adminKey);
    const before = await rowOf(id);
    const renamed = await renameAsTheApiDoes(org.system, { id, originalFileName: "  Lease 2027.pdf  " });
    expect(renamed).toMatchObject({ id, originalFileName: "Lease 2027.pdf", sha256: before.sha256, pageCount: before.pageCount });
    const after = await rowOf(id);
    expect(after.originalFileName).toBe("Lease 2027.pdf");
    expect(after.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());
    expect({ ...after, originalFileName: before.originalFileName, updatedAt: before.updatedAt }).toEqual(before);
  });

  it("adds .pdf to a name without it, and keeps an ending in capitals", async () => {
    const id = await readyAsset(database.db, org.adminKey);
    expect((await renamePdfAsset(org.system, { id, originalFileName: "Offer letter" })).originalFileName).toBe("Offer letter.pdf");
    expect((await renamePdfAsset(org.system, { id, originalFileName: "SCAN.PDF" })).originalFileName).toBe("SCAN.PDF");
  });

  it("refuses bad names with a validation error, changing nothing", async () => {
    const id = await readyAsset(database.db, org.adminKey);
    const before = await rowOf(id);
    const cases: Array<[unknown, string]> = [
      ["   ", "originalFileName must be at least 1 character long"],
      ["x".repeat(201), "originalFileName must be at most 200 characters long"],
      ["a\u0000b", "originalFileName must not contain NUL characters (\\u0000) or unpaired UTF-16 surrogates"],
      ["../secret", "originalFileName must not contain slashes or control characters"],
      [42, "originalFileName must be a string"],
    ];
    for (const [originalFileName, message] of cases) {
      const error = await refusal(renameAsTheApiDoes(org.system, { id, originalFileName }));
      expect(error.code).toBe("VALIDATION_FAILED");
      expect(error.message).toContain(message);
    }
    expect(await rowOf(id)).toEqual(before);
  });

  it("answers NOT_FOUND for another organization's document, leaving it alone", async () => {
    const id = await readyAsset(database.db, org.adminKey);
    const other = await seedOrganization(database.db, { plan: "PRO" });
    const error = await refusal(renamePdfAsset(other.system, { id, originalFileName: "Mine now.pdf" }));
    expect(error.code).toBe("NOT_FOUND");
    expect((await rowOf(id)).originalFileName).not.toBe("Mine now.pdf");
  });

  it("is an admin's change: a member is refused", async () => {
    const id = await readyAsset(database.db, org.adminKey);
    const member: ServiceContext = {
      db: database.db,
      organizationId: org.organizationId,
      actor: { kind: "USER", id: org.userId, name: "Member", email: "member@example.test", role: "MEMBER" },
    };
    expect((await refusal(renamePdfAsset(member, { id, originalFileName: "x.pdf" }))).code).toBe("INSUFFICIENT_ROLE");
  });

  it("is refused while the organization is read-only", async () => {
    const readOnly = await seedOrganization(database.db, { plan: "PRO" });
    const id = await readyAsset(database.db, readOnly.adminKey);
    await configureOrganization(database.db, { organizationId: readOnly.organizationId, readOnly: true });
    expect((await refusal(renamePdfAsset(readOnly.system, { id, originalFileName: "x.pdf" }))).code).toBe("BILLING_ORG_READ_ONLY");
  });
});
