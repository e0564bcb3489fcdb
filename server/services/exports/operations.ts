/** The /api/v1 operations of exports (docs/api.md, "Exports"). */
import { pageSchema } from "@/lib/pagination";
import { createExportSchema, exportIdSchema, listExportsSchema } from "@/lib/schemas/exports";
import { defineOperation } from "../operation";
import { createExport } from "./create-export";
import { exportRecordSchema, getExport } from "./export-record";
import { listExports } from "./list-exports";

const tag = "Exports";

export const exportsCreate = defineOperation({
  name: "exports.create",
  method: "POST",
  path: "/exports",
  summary:
    "Export the processes a filter holds (null: the whole organization) as a ZIP with each one's process record, audit trail and, when completed, sealed PDF and certificate; built in the background (202).",
  tag,
  access: "admin",
  doors: ["trpc"],
  body: createExportSchema,
  output: exportRecordSchema,
  status: 202,
  handler: createExport,
  // Note: the filter's search text may name a person, so the entry keeps only the count.
  activity: { entry: (record) => ({ action: "export.created", subjectId: record.id, subjectName: null, after: { processCount: record.processCount, wholeOrganization: record.filter === null } }) },
});

export const exportsList = defineOperation({
  name: "exports.list",
  method: "GET",
  path: "/exports",
  summary: "The organization's exports, newest first, each with a fresh download URL while its file is kept.",
  tag,
  access: "admin",
  doors: ["trpc"],
  query: listExportsSchema,
  output: pageSchema(exportRecordSchema),
  status: 200,
  handler: listExports,
});

export const exportsGet = defineOperation({
  name: "exports.get",
  method: "GET",
  path: "/exports/{id}",
  summary: "One export: its progress, and once COMPLETED a download URL valid 24 hours (null once the file expired, 7 days after it was built).",
  tag,
  access: "admin",
  doors: ["trpc"],
  params: exportIdSchema,
  output: exportRecordSchema,
  status: 200,
  errors: ["NOT_FOUND"],
  handler: getExport,
});

export const exportOperations = [exportsCreate, exportsList, exportsGet];
