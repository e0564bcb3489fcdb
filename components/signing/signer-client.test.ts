/**
 * The signing page's client against the real router and database: the answers it hands the
 * page, the errors it turns refusals into, and the page's early view taken instead of a second GET.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "@/tests/support/database";
import { seedOrganization, type SeededOrganization } from "@/tests/support/fixtures";
import { inProcessFetch } from "@/tests/support/in-process-fetch";
import { oneSignerProcess, readyAsset } from "@/tests/support/signing";
import { isStaleStateError, SignerApiError, signerClient } from "./signer-client";

const BASE_URL = "http://localhost:3000";

let database: TestDatabase;
let org: SeededOrganization;
let assetId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  org = await seedOrganization(database.db, { plan: "PRO" });
  assetId = await readyAsset(database.db, org.adminKey, 1);
});
afterAll(() => database.close());

/** inProcessFetch, recording the method and path of each request. */
function recordingFetch() {
  const asked: string[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    asked.push(`${request.method} ${new URL(request.url).pathname}`);
    return inProcessFetch(request);
  };
  return { asked, fetch };
}

async function caught(pending: Promise<unknown>): Promise<SignerApiError> {
  const error = await pending.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof SignerApiError)) throw new Error(`expected a SignerApiError, got ${String(error)}`);
  return error;
}

describe("the signing page's client of the signer API", () => {
  it("hands out the view, the signer's outcome after signing, and an out-of-date refusal after that", async () => {
    const { token } = await oneSignerProcess(database.db, org.adminKey, assetId, { signerName: "Ada Client" });
    const api = signerClient(token, { baseUrl: BASE_URL, fetch: inProcessFetch });

    const view = await api.view();
    expect(view.signer.name).toBe("Ada Client");
    expect(view.fields.map((field) => field.type)).toEqual(["SIGNATURE"]);

    const outcome = await api.submit({ fields: {}, signature: { type: "TYPED", text: "Ada Client" }, consent: true });
    expect(outcome.signer.status).toBe("COMPLETED");

    const again = await caught(api.submit({ fields: {}, signature: { type: "TYPED", text: "Ada Client" }, consent: true }));
    expect(again.status).toBe(409);
    expect(isStaleStateError(again)).toBe(true);
  });

  it("turns a validation refusal into its sentences", async () => {
    const { token } = await oneSignerProcess(database.db, org.adminKey, assetId);
    const api = signerClient(token, { baseUrl: BASE_URL, fetch: inProcessFetch });
    const refused = await caught(api.decline(""));
    expect(refused.status).toBe(400);
    expect(refused.code).toBeNull();
    expect(refused.messages.length).toBeGreaterThan(0);
  });

  it("says a link that leads nowhere, and a server it could not reach, apart", async () => {
    const invalid = await caught(signerClient("no-such-token", { baseUrl: BASE_URL, fetch: inProcessFetch }).view());
    expect(invalid).toMatchObject({ status: 404, code: "SIGNING_LINK_INVALID" });

    const offline = await caught(
      signerClient("any", {
        baseUrl: BASE_URL,
        fetch: () => Promise.reject(new TypeError("Failed to fetch")),
      }).view(),
    );
    expect(offline).toMatchObject({ status: 0, code: null });
  });

  it("takes the view from the response the page's script started instead of asking again", async () => {
    const { token } = await oneSignerProcess(database.db, org.adminKey, assetId, { signerName: "Early Ada" });
    const early = inProcessFetch(`${BASE_URL}/api/v1/sign/${token}`);
    const { asked, fetch } = recordingFetch();
    const view = await signerClient(token, { baseUrl: BASE_URL, fetch }).view(early);
    expect(view.signer.name).toBe("Early Ada");
    expect(asked).toEqual([]);
  });

  it("asks again when the page's early request failed", async () => {
    const { token } = await oneSignerProcess(database.db, org.adminKey, assetId, { signerName: "Late Ada" });
    const { asked, fetch } = recordingFetch();
    const view = await signerClient(token, { baseUrl: BASE_URL, fetch }).view(Promise.resolve(null));
    expect(view.signer.name).toBe("Late Ada");
    expect(asked).toEqual([`GET /api/v1/sign/${token}`]);
  });
});
