/** A creation as B2 sends it: three signers, six fields, a fresh subject each time. */
export function creationBody(assetId: string): () => string {
  let n = 0;
  return () =>
    JSON.stringify({
      dispatchMode: "EMAIL",
      sourcePdfAssetId: assetId,
      subject: `Bench ${(n += 1)}`,
      authPolicy: "SES_LINK_ONLY",
      expiresAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      signers: [1, 2, 3].map((signOrder) => ({ signOrder, name: `Signer ${signOrder}`, email: `signer-${signOrder}@example.test` })),
      fields: [1, 2, 3].flatMap((signOrder) => [
        { assignedSignerSignOrder: signOrder, type: "SIGNATURE", label: "Signature", page: 0, x: 40, y: 100 * signOrder, w: 150, h: 40 },
        { assignedSignerSignOrder: signOrder, type: "DATE", label: "Date", page: 0, x: 220, y: 100 * signOrder, w: 100, h: 24 },
      ]),
    });
}
