import { z } from "zod";

/** The largest seal file Settings takes: a PKCS#12 with a key and a chain is a few kilobytes. */
export const MAX_SEAL_FILE_BYTES = 64 * 1024;

/** Settings, "Document seal": an organization's own seal, a PKCS#12 file (.p12 or .pfx) and its password. */
export const uploadOrganizationSealSchema = z.object({
  p12Base64: z
    .string()
    .min(1, "is needed: choose the seal file")
    .max(Math.ceil(MAX_SEAL_FILE_BYTES / 3) * 4, "is larger than 64 KB; a seal file is a few kilobytes")
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, "is not a file's content in base64"),
  password: z.string().max(1000),
});
export type UploadOrganizationSealInput = z.input<typeof uploadOrganizationSealSchema>;
