/** Readiness: 200 when the database, storage and job runner are usable, else 503 (docs/operations.md). */
export { readyRoute as GET } from "@/server/http/ready-route";

export const dynamic = "force-dynamic";
