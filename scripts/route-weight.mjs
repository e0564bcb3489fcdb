#!/usr/bin/env node
/**
 * What one route of the production build costs to load: the server chunks it pulls in (count
 * and bytes) and the time to load it in a fresh process. After `npm run build`:
 *   NODE_ENV=production node scripts/route-weight.mjs "api/v1/[...path]"   (all of /api/v1)
 */
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const route = process.argv[2];
const file = path.join(".next/server/app", route, "route.js");
const chunks = [...fs.readFileSync(file, "utf8").matchAll(/R\.c\("([^"]+)"\)/g)].map((match) => match[1]);
const bytes = chunks.reduce((sum, chunk) => sum + fs.statSync(path.join(".next", chunk)).size, 0);
const started = process.hrtime.bigint();
await import(pathToFileURL(path.resolve(file)).href);
const ms = Number(process.hrtime.bigint() - started) / 1e6;
console.log(JSON.stringify({ route, chunks: chunks.length, bytes, loadMs: Math.round(ms) }));
