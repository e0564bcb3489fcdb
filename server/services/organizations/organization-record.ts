import type { Organization } from "../../db/schema";

export interface OrganizationRecord {
  id: string;
  name: string;
  plan: Organization["plan"];
  defaultLanguage: string;
  readOnly: boolean;
  createdAt: string;
  updatedAt: string;
}

export function toOrganizationRecord(org: Organization): OrganizationRecord {
  return {
    id: org.id,
    name: org.name,
    plan: org.plan,
    defaultLanguage: org.defaultLanguage,
    readOnly: org.readOnly,
    createdAt: org.createdAt.toISOString(),
    updatedAt: org.updatedAt.toISOString(),
  };
}
