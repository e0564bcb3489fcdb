/**
 * Writes lib/api-client/schema.d.ts, the TypeScript types of the /api/v1 OpenAPI document, for
 * the typed client (lib/api-client/client.ts). Run `npm run api:types` after changing an
 * operation; server/http/openapi-types.test.ts fails while the file is stale.
 */
import fs from "node:fs";
import path from "node:path";
import { renderApiTypes } from "../server/http/openapi-types";

const target = path.join(import.meta.dirname, "..", "lib", "api-client", "schema.d.ts");
fs.writeFileSync(target, await renderApiTypes());
console.log(`wrote ${path.relative(process.cwd(), target)}`);
