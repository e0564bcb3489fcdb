/**
 * Writes many signing processes into an organization at once, for measuring how reads grow with
 * the data (docs/performance.md, "Scale"): each batch is built in memory (seeded-history.ts) and
 * written with one INSERT ... SELECT per table from a JSON document, the fields made by the
 * database itself from the batch's signers. Nothing is queued: no invitations, no webhooks.
 */
import { and, desc, eq, isNotNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { memberships, pdfAssets, templates, users } from "../../db/schema";
import { AppError } from "../../errors";
import { seededProcess, type SeedContext } from "./seeded-history";

export interface SeedResult {
  organizationId: string;
  processes: number;
  signers: number;
  fields: number;
  auditEvents: number;
  seconds: number;
}

const BATCH = 2_000;

export async function seedProcesses(db: Db, input: { organizationId: string; processes: number }): Promise<SeedResult> {
  const started = performance.now();
  const context = await seedContext(db, input.organizationId, input.processes);
  let signers = 0;
  let auditEvents = 0;
  for (let start = 0; start < input.processes; start += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, input.processes - start) }, (_, offset) => seededProcess(context, start + offset));
    const signerRows = batch.flatMap((entry) => entry.signers);
    const auditRows = batch.flatMap((entry) => entry.auditEvents);
    await db.transaction(async (tx) => {
      await tx.execute(insertProcesses(context, batch.map((entry) => entry.process)));
      await tx.execute(insertSigners(signerRows));
      await tx.execute(insertFields(batch.map((entry) => entry.process.id)));
      await tx.execute(insertAuditEvents(auditRows));
    });
    signers += signerRows.length;
    auditEvents += auditRows.length;
  }
  // Fresh statistics, and a visibility map that lets the list count from its indexes alone.
  await db.execute(sql`vacuum analyze signing_processes, signers, signing_fields, audit_events`);
  return { organizationId: input.organizationId, processes: input.processes, signers, fields: signers * 3, auditEvents, seconds: Math.round((performance.now() - started) / 100) / 10 };
}

async function seedContext(db: Db, organizationId: string, total: number): Promise<SeedContext> {
  const [creator] = await db
    .select({ id: users.id, name: users.name })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.organizationId, organizationId), eq(memberships.role, "OWNER")))
    .limit(1);
  if (!creator) throw new AppError("NOT_FOUND", "There is no organization with this ID, or it has no owner.");
  const [source] = await db
    .select({ id: pdfAssets.id, sha256: pdfAssets.sha256 })
    .from(pdfAssets)
    .where(and(eq(pdfAssets.organizationId, organizationId), eq(pdfAssets.processingStatus, "READY")))
    .orderBy(desc(pdfAssets.createdAt))
    .limit(1);
  if (!source) throw new AppError("INVALID_STATE", "Upload a PDF to the organization first: the seeded processes sign its newest ready PDF.");
  const published = await db
    .select({ id: templates.id, version: templates.latestVersion })
    .from(templates)
    .where(and(eq(templates.organizationId, organizationId), isNotNull(templates.latestVersion)));
  return { organizationId, creator, source, templates: published.map((template) => ({ id: template.id, version: template.version! })), now: new Date(), total };
}

type Seeded = ReturnType<typeof seededProcess>;

function insertProcesses(context: SeedContext, rows: Seeded["process"][]) {
  return sql`insert into signing_processes (id, organization_id, created_by_user_id, status, origin, dispatch_mode, auth_policy, content_kind, subject, message,
      source_pdf_asset_id, template_id, template_version, document_sha256, expires_at, sent_at, completed_at, declined_at, voided_at, void_reason, expired_at,
      finalization_status, audit_length, audit_head_hash, created_at, updated_at)
    select r.id, ${context.organizationId}::uuid, ${context.creator.id}::uuid, r.status::process_status, r.origin::process_origin, 'EMAIL', 'SES_LINK_ONLY', 'PDF', r.subject, r.message,
      ${context.source.id}::uuid, r.template_id, r.template_version, ${context.source.sha256}, r.expires_at, r.sent_at, r.completed_at, r.declined_at, r.voided_at, r.void_reason, r.expired_at,
      r.finalization_status::finalization_status, r.audit_length, r.audit_head_hash, r.created_at, r.updated_at
    from json_to_recordset(${JSON.stringify(rows)}::json) as r(id uuid, status text, origin text, subject text, message text, template_id uuid, template_version int,
      expires_at timestamptz, sent_at timestamptz, completed_at timestamptz, declined_at timestamptz, voided_at timestamptz, void_reason text, expired_at timestamptz,
      finalization_status text, audit_length int, audit_head_hash text, created_at timestamptz, updated_at timestamptz)`;
}

function insertSigners(rows: Seeded["signers"]) {
  return sql`insert into signers (id, signing_process_id, sign_order, role_label, name, email, status, token_hash, token_encrypted, invited_at, opened_at, completed_at,
      declined_at, decline_reason, signature_type, signature_text, consent_at, signed_ip, signed_user_agent, created_at)
    select r.id, r.signing_process_id, r.sign_order, r.role_label, r.name, r.email, r.status::signer_status, r.token_hash, r.token_encrypted, r.invited_at, r.opened_at, r.completed_at,
      r.declined_at, r.decline_reason, r.signature_type::signature_type, r.signature_text, r.consent_at, r.signed_ip, r.signed_user_agent, r.created_at
    from json_to_recordset(${JSON.stringify(rows)}::json) as r(id uuid, signing_process_id uuid, sign_order int, role_label text, name text, email text, status text,
      token_hash text, token_encrypted text, invited_at timestamptz, opened_at timestamptz, completed_at timestamptz, declined_at timestamptz, decline_reason text,
      signature_type text, signature_text text, consent_at timestamptz, signed_ip text, signed_user_agent text, created_at timestamptz)`;
}

/** Three fields per signer (signature, date, name) on the first page, filled in once the signer completed. */
function insertFields(processIds: string[]) {
  return sql`insert into signing_fields (signing_process_id, signer_id, position, type, label, required, autofill, page, x, y, w, h, value)
    select s.signing_process_id, s.id, (s.sign_order - 1) * 3 + f.n - 1, f.type::field_type, f.label, true, f.autofill::field_autofill, 0,
      72 + (s.sign_order - 1) * 260, 640 - f.n * 40, 200, 30,
      case when s.status = 'COMPLETED' and f.n = 2 then to_jsonb(to_char(s.completed_at, 'YYYY-MM-DD'))
           when s.status = 'COMPLETED' and f.n = 3 then to_jsonb(s.name) end
    from signers s
    cross join (values (1, 'SIGNATURE', 'Signature', null), (2, 'DATE', 'Date', 'SIGNING_DATE'), (3, 'TEXT', 'Full name', null)) as f(n, type, label, autofill)
    where s.signing_process_id in (select value::uuid from json_array_elements_text(${JSON.stringify(processIds)}::json))`;
}

function insertAuditEvents(rows: Seeded["auditEvents"]) {
  return sql`insert into audit_events (signing_process_id, sequence, type, occurred_at, actor_kind, actor_id, actor_name, ip, user_agent, document_sha256, details,
      prev_hash, hash, hash_version, personal_salt, commitments)
    select r.signing_process_id, r.sequence, r.type, r.occurred_at, r.actor_kind, r.actor_id, r.actor_name, r.ip, r.user_agent, r.document_sha256, r.details,
      r.prev_hash, r.hash, r.hash_version, r.personal_salt, r.commitments
    from json_to_recordset(${JSON.stringify(rows)}::json) as r(signing_process_id uuid, sequence int, type text, occurred_at timestamptz, actor_kind text, actor_id text,
      actor_name text, ip text, user_agent text, document_sha256 text, details jsonb, prev_hash text, hash text, hash_version int, personal_salt text, commitments jsonb)`;
}
