/** Where an organization's PDF files live in storage. Assets are addressed by their SHA-256. */
export const assetStorageKeys = {
  upload: (organizationId: string, uploadId: string) => `orgs/${organizationId}/uploads/${uploadId}.pdf`,
  source: (organizationId: string, sha256: string) => `orgs/${organizationId}/assets/${sha256}/source.pdf`,
  preview: (organizationId: string, sha256: string, page: number) =>
    `orgs/${organizationId}/assets/${sha256}/pages/${page + 1}.webp`,
  /** A larger rendition of a page, made on demand (page-rendition.ts); the preview is the 1000 px one. */
  rendition: (organizationId: string, sha256: string, page: number, widthPx: number) =>
    `orgs/${organizationId}/assets/${sha256}/pages/${widthPx}/${page + 1}.webp`,
  /** Every page's text for screen readers, one JSON array (server/services/signer/page-text.ts). */
  pageText: (organizationId: string, sha256: string) => `orgs/${organizationId}/assets/${sha256}/pages/text.json`,
  thumbnail: (organizationId: string, sha256: string) => `orgs/${organizationId}/assets/${sha256}/thumbnail.webp`,
};
