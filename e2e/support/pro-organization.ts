import fs from "node:fs";
import path from "node:path";

/** The PRO organization of the e2e suite's second server (see start-pro-server.mjs). */
export interface ProOrganization {
  baseURL: string;
  organizationId: string;
  userId: string;
  email: string;
  password: string;
  apiKey: string;
}

export function proOrganization(): ProOrganization {
  const dataDir = process.env.E2E_PRO_DATA_DIR;
  const baseURL = process.env.E2E_PRO_URL;
  if (!dataDir || !baseURL) throw new Error("E2E_PRO_DATA_DIR and E2E_PRO_URL are set by playwright.config.ts");
  const created = JSON.parse(fs.readFileSync(path.join(dataDir, "e2e-pro.json"), "utf8")) as Omit<ProOrganization, "baseURL">;
  return { ...created, baseURL };
}
