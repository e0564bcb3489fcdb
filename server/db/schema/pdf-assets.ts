import { relations } from "drizzle-orm";
import { bigint, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { PdfFailureReason } from "../../../lib/schemas/pdf-assets";
import { organizations } from "./organizations";

/** Where an asset came from: uploaded by someone, or made by Signet when a signing completed. */
export const ASSET_ORIGINS = ["UPLOAD", "SIGNED_DOCUMENT", "COMPLETION_CERTIFICATE", "TEMPLATE_SOURCE"] as const;
export const assetOriginEnum = pgEnum("asset_origin", ASSET_ORIGINS);

export const PROCESSING_STATUSES = ["QUEUED", "PROCESSING", "READY", "FAILED"] as const;
export const processingStatusEnum = pgEnum("processing_status", PROCESSING_STATUSES);

/** A page as displayed: its /Rotate applied, in PDF points. */
export interface PageGeometry {
  width: number;
  height: number;
  rotation: number;
}

/** A rendered page preview in storage. */
export interface PagePreview {
  page: number;
  storageKey: string;
  widthPx: number;
  heightPx: number;
}

/**
 * An uploaded PDF, content-addressed by SHA-256 within its organization: a unique index makes
 * two concurrent commits of the same bytes agree on one asset.
 */
export const pdfAssets = pgTable(
  "pdf_assets",
  {
    id: uuid().primaryKey().defaultRandom(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    origin: assetOriginEnum().notNull().default("UPLOAD"),
    originalFileName: text().notNull(),
    mimeType: text().notNull().default("application/pdf"),
    sizeBytes: bigint({ mode: "number" }).notNull(),
    sha256: text().notNull(),
    pageCount: integer().notNull(),
    storageKey: text().notNull(),
    pages: jsonb().$type<PageGeometry[]>().notNull().default([]),
    processingStatus: processingStatusEnum().notNull().default("QUEUED"),
    processingJobId: text(),
    processingStartedAt: timestamp({ withTimezone: true }),
    processingFinishedAt: timestamp({ withTimezone: true }),
    processingErrorMessage: text(),
    // Why processing FAILED, for a sentence a person understands; the message keeps the details.
    processingFailureReason: text().$type<PdfFailureReason>(),
    previews: jsonb().$type<PagePreview[]>().notNull().default([]),
    thumbnailKey: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    // Note: millisecond precision, so that two changes in one second still read as later.
    updatedAt: timestamp({ withTimezone: true, precision: 3 })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    uniqueIndex("pdf_assets_org_sha256_unique").on(table.organizationId, table.sha256),
    index("pdf_assets_org_created_idx").on(table.organizationId, table.createdAt),
    // The public verifier looks a file up by its hash alone, across organizations.
    index("pdf_assets_sha256_idx").on(table.sha256),
  ],
);

/** A presigned upload: declared before the bytes arrive, committed into an asset afterwards. */
export const pdfUploads = pgTable(
  "pdf_uploads",
  {
    id: uuid().primaryKey().defaultRandom(),
    organizationId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    fileName: text().notNull(),
    contentType: text().notNull(),
    sizeBytes: bigint({ mode: "number" }).notNull(),
    storageKey: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    committedAt: timestamp({ withTimezone: true }),
    assetId: uuid().references(() => pdfAssets.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("pdf_uploads_org_idx").on(table.organizationId)],
);

export const pdfAssetsRelations = relations(pdfAssets, ({ one }) => ({
  organization: one(organizations, { fields: [pdfAssets.organizationId], references: [organizations.id] }),
}));

export type PdfAsset = typeof pdfAssets.$inferSelect;
export type PdfUpload = typeof pdfUploads.$inferSelect;
export type AssetOrigin = (typeof ASSET_ORIGINS)[number];
export type ProcessingStatus = (typeof PROCESSING_STATUSES)[number];
