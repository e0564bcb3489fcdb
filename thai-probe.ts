import fs from "node:fs";
import { PDFDocument } from "pdf-lib";
import { stampDocument } from "./server/pdf/stamp/stamp-document";
const doc = await PDFDocument.create(); doc.addPage([400, 300]);
const bytes = await doc.save();
const out = await stampDocument(bytes, { fields: [{ type: "TEXT", page: 0, x: 40, y: 100, w: 300, h: 20, value: process.argv[2]! }] } as never);
fs.writeFileSync("/tmp/thai.pdf", out);
