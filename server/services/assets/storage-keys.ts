/** Where an organization's PDF files live in storage. Assets are addressed by their SHA-256. */
export const assetStorageKeys = {
  upload: (organizationId: string, uploadId: string) => `orgs/${organizationId}/uploads/${uploadId}.pdf`,
  source: (organizationId: string, sha256: string) => `orgs/${organizationId}/assets/${sha256}/source.pdf`,
  preview: (organizationId: string, sha256: string, page: number) =>
    `orgs/${organizationId}/assets/${sha256}/pages/${page + 1}.webp`,
  thumbnail: (organizationId: string, sha256: string) => `orgs/${organizationId}/assets/${sha256}/thumbnail.webp`,
};
