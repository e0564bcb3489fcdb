import { and, asc, eq, inArray, ne } from "drizzle-orm";
import { z } from "zod";
import { FIELD_TYPES, signers, signingFields } from "../../db/schema";
import type { Db } from "../../db/client";
import { getStorage } from "../../storage/storage";
import { PREVIEW_URL_TTL_MS } from "../assets/pdf-asset-record";
import { currentFieldValue } from "../signing/signing-field-record";

/**
 * What the other signers who have already signed put on the document, shown read-only under the
 * current signer's own fields: a later signer reads the document as it will be stamped so far,
 * not a blank one. Only completed slots count; a signer still at work shows nothing.
 */
export const signedFieldSchema = z.object({
  id: z.uuid(),
  type: z.enum(FIELD_TYPES),
  page: z.number().int(),
  x: z.number(),
  y: z.number(),
  w: z.number(),
  h: z.number(),
  value: z.union([z.string(), z.boolean()]).nullable(),
  signedBy: z.string(),
  /** A signature field's adopted signature: the drawn image (presigned for an hour) or the typed name. */
  signature: z.discriminatedUnion("type", [z.object({ type: z.literal("DRAWN"), imageUrl: z.string() }), z.object({ type: z.literal("TYPED"), text: z.string() })]).nullable(),
});

export type SignedField = z.output<typeof signedFieldSchema>;

type SignatureOf = SignedField["signature"];

export async function signedFieldsOfOthers(db: Db, processId: string, signerId: string): Promise<SignedField[]> {
  const done = await db
    .select({
      id: signers.id,
      name: signers.name,
      signatureType: signers.signatureType,
      signatureText: signers.signatureText,
      signatureImageKey: signers.signatureImageKey,
    })
    .from(signers)
    .where(and(eq(signers.signingProcessId, processId), ne(signers.id, signerId), eq(signers.status, "COMPLETED")));
  if (done.length === 0) return [];
  const expiresAt = new Date(Date.now() + PREVIEW_URL_TTL_MS);
  const signatures = new Map<string, SignatureOf>();
  for (const signer of done) signatures.set(signer.id, await signatureOf(signer, expiresAt));
  const names = new Map(done.map((signer) => [signer.id, signer.name]));
  const fields = await db
    .select()
    .from(signingFields)
    .where(inArray(signingFields.signerId, [...names.keys()]))
    .orderBy(asc(signingFields.page), asc(signingFields.position));
  return fields.flatMap((field) => {
    const signature = field.type === "SIGNATURE" ? (signatures.get(field.signerId) ?? null) : null;
    const value = currentFieldValue(field);
    // An optional field left empty has nothing to show.
    if (field.type === "SIGNATURE" ? signature === null : value === null || value === "" || value === false) return [];
    const { id, type, page, x, y, w, h } = field;
    return [
      {
        id,
        type,
        page,
        x,
        y,
        w,
        h,
        value: field.type === "SIGNATURE" ? null : value,
        signedBy: names.get(field.signerId) ?? "",
        signature,
      },
    ];
  });
}

async function signatureOf(
  signer: {
    signatureType: "DRAWN" | "TYPED" | null;
    signatureText: string | null;
    signatureImageKey: string | null;
  },
  expiresAt: Date,
): Promise<SignatureOf> {
  if (signer.signatureType === "TYPED" && signer.signatureText) return { type: "TYPED", text: signer.signatureText };
  if (signer.signatureType === "DRAWN" && signer.signatureImageKey) {
    return {
      type: "DRAWN",
      imageUrl: await getStorage().presignDownload({
        key: signer.signatureImageKey,
        expiresAt,
        contentType: "image/png",
      }),
    };
  }
  return null;
}
