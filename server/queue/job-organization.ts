import { z } from "zod";

/**
 * The organization a job works for, in its payload: the local runner takes turns between
 * organizations by it (claim-next-job.ts), so one organization's burst of invitations,
 * finalizations or webhooks never holds up another's. Optional: rows queued before it was
 * added, and the sweeps, which work for everyone, have none.
 */
export const jobOrganization = { organizationId: z.uuid().optional() };
