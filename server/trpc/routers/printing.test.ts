import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userContext } from "@/server/auth/session";
import type { ServiceContext } from "@/server/services/context";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { seedOrganization } from "@/tests/support/fixtures";
import { appRouter } from "../app-router";
import { createCallerFactory } from "../init";

const createCaller = createCallerFactory(appRouter);
let database: TestDatabase;
let session: ServiceContext;

beforeAll(async () => {
  database = await createTestDatabase();
  const org = await seedOrganization(database.db);
  session = (await userContext(database.db, org.userId))!;
});
afterAll(() => database.close());

describe("printing.unprintableCharacters", () => {
  it("names the characters no PDF font has (Cherokee, hieroglyphs), and none for scripts the PDFs print", async () => {
    const caller = createCaller({ db: database.db, session });
    const answer = await caller.printing.unprintableCharacters({
      texts: {
        "signer.0.name": "ᏣᎳᎩ Smith",
        subject: "Vertrag 𓀀 für Zoë",
        "signer.1.name": "محمد عبد الله",
        "signer.2.name": "สมชาย ใจดี",
        "signer.3.name": "Zoë O’Brien-Łukasz",
        "signer.4.name": "דוד כהן · राम · 王小明 · 김민준",
        empty: "",
      },
    });
    expect(answer).toEqual({ unprintable: { "signer.0.name": ["Ꮳ", "Ꮃ", "Ꭹ"], subject: ["𓀀"] } });
  });

  it("refuses visitors and more texts than one question may hold", async () => {
    await expect(createCaller({ db: database.db, session: null }).printing.unprintableCharacters({ texts: {} })).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    const tooMany = Object.fromEntries(Array.from({ length: 501 }, (_, index) => [`t${index}`, "x"]));
    await expect(createCaller({ db: database.db, session }).printing.unprintableCharacters({ texts: tooMany })).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });
});
