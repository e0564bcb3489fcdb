/**
 * The rows of one seeded signing process (seed-processes.ts): a subject, two signers in a state
 * that fits the process's status, and the audit trail that led there, hash-chained as the
 * service chains it (chainAuditEvents), so that every seeded trail verifies.
 */
import { randomUUID } from "node:crypto";
import type { ProcessStatus, SignerStatus } from "@/lib/signing/statuses";
import type { AuditActor } from "../audit/audit-chain";
import { chainAuditEvents, NEW_AUDIT_TRAIL, type AppendAuditEventInput } from "../audit/append-audit-event";
import { issueSignerToken } from "../signing/signer-tokens";

const DOCUMENTS = ["Lease agreement", "Employment contract", "Non-disclosure agreement", "Service order", "Purchase agreement", "Consent form", "Loan agreement", "Supplier contract"];
const FIRST_NAMES = ["Anna", "Jonas", "Zoë", "Mateo", "Ingrid", "Amara", "Lars", "Chen", "Fatima", "Oskar", "Elena", "Tomás"];
const LAST_NAMES = ["Łódź", "Berg", "Okafor", "Silva", "Nakamura", "Novak", "Haddad", "Jensen", "Moreau", "Kowalski", "Rossi"];
const USER_AGENT = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

/** One process in twenty of each kind, in this proportion: most are open or done. */
const STATUS_CYCLE: ProcessStatus[] = [
  ...Array<ProcessStatus>(7).fill("SENT"),
  ...Array<ProcessStatus>(3).fill("IN_PROGRESS"),
  ...Array<ProcessStatus>(7).fill("COMPLETED"),
  "DECLINED",
  "VOIDED",
  "EXPIRED",
];

const SIGNER_STATUSES: Record<ProcessStatus, [SignerStatus, SignerStatus]> = {
  SENT: ["READY", "PENDING"],
  IN_PROGRESS: ["OPENED", "PENDING"],
  COMPLETED: ["COMPLETED", "COMPLETED"],
  DECLINED: ["DECLINED", "PENDING"],
  VOIDED: ["READY", "PENDING"],
  EXPIRED: ["EXPIRED", "EXPIRED"],
};

export interface SeedContext {
  organizationId: string;
  creator: { id: string; name: string };
  source: { id: string; sha256: string };
  /** Published templates; every other process is started from one of them, in turn. */
  templates: { id: string; version: number }[];
  now: Date;
  total: number;
}

const MINUTE = 60_000;
const DAY = 1_440 * MINUTE;

export function seededStatus(index: number): ProcessStatus {
  return STATUS_CYCLE[index % STATUS_CYCLE.length]!;
}

/** The rows of the `index`th of `context.total` processes, the newest last, a minute apart. */
export function seededProcess(context: SeedContext, index: number) {
  const id = randomUUID();
  const status = seededStatus(index);
  // A month back from now at the latest, so that every event of the history is in the past.
  const createdAt = new Date(context.now.getTime() - 31 * DAY - (context.total - index) * MINUTE);
  const at = (minutes: number) => new Date(createdAt.getTime() + minutes * MINUTE);
  const template = index % 2 === 0 ? context.templates[(index / 2) % context.templates.length] : undefined;
  const people = [0, 1].map((offset) => {
    const first = FIRST_NAMES[(index + offset * 5) % FIRST_NAMES.length]!;
    const last = LAST_NAMES[(index * 7 + offset) % LAST_NAMES.length]!;
    return { first, name: `${first} ${last}` };
  });
  const subject = `${DOCUMENTS[index % DOCUMENTS.length]} ${people[0]!.name} #${index + 1}`;
  const signerRows = people.map((person, offset) => {
    const signerStatus = SIGNER_STATUSES[status][offset]!;
    const acted = signerStatus === "OPENED" || signerStatus === "COMPLETED" || signerStatus === "DECLINED";
    const { tokenHash, tokenEncrypted } = issueSignerToken();
    return {
      id: randomUUID(),
      sign_order: offset + 1,
      role_label: offset === 0 ? "Customer" : "Witness",
      name: person.name,
      email: `${person.first.toLowerCase()}.${index + 1}.${offset + 1}@example.test`,
      status: signerStatus,
      token_hash: tokenHash,
      token_encrypted: tokenEncrypted,
      invited_at: signerStatus === "PENDING" ? null : at(offset * 20),
      opened_at: acted ? at(offset * 20 + 5) : null,
      completed_at: signerStatus === "COMPLETED" ? at(offset * 20 + 10) : null,
      declined_at: signerStatus === "DECLINED" ? at(offset * 20 + 10) : null,
      decline_reason: signerStatus === "DECLINED" ? "The dates are wrong." : null,
      signature_type: signerStatus === "COMPLETED" ? "TYPED" : null,
      signature_text: signerStatus === "COMPLETED" ? person.name : null,
      consent_at: signerStatus === "COMPLETED" ? at(offset * 20 + 9) : null,
      signed_ip: signerStatus === "COMPLETED" ? `203.0.113.${(index % 250) + 1}` : null,
      signed_user_agent: signerStatus === "COMPLETED" ? USER_AGENT : null,
      created_at: createdAt,
    };
  });

  const sender: AuditActor = { kind: "USER", id: context.creator.id, name: context.creator.name };
  const event = (type: AppendAuditEventInput["type"], minutes: number, details: Record<string, unknown>, signer?: (typeof signerRows)[number]): AppendAuditEventInput => ({
    signingProcessId: id,
    type,
    actor: signer ? { kind: "SIGNER", id: signer.id, name: signer.name } : sender,
    origin: signer ? { ip: `203.0.113.${(index % 250) + 1}`, userAgent: USER_AGENT } : undefined,
    documentSha256: context.source.sha256,
    details,
    occurredAt: at(minutes),
  });
  const invited = (signer: (typeof signerRows)[number], minutes: number) =>
    event("signer.invited", minutes, { signerId: signer.id, signOrder: signer.sign_order, name: signer.name, channel: "EMAIL" });
  const [first, second] = signerRows as [(typeof signerRows)[number], (typeof signerRows)[number]];
  const history = [
    event("process.created", 0, {
      origin: template ? "TEMPLATE" : "DIRECT",
      ...(template && { templateId: template.id, templateVersion: template.version }),
      dispatchMode: "EMAIL",
      authPolicy: "SES_LINK_ONLY",
      subject,
      sourcePdfAssetId: context.source.id,
      signers: signerRows.map((signer) => ({ id: signer.id, signOrder: signer.sign_order, name: signer.name })),
      fieldCount: 6,
    }),
    event("process.sent", 0, { expiresAt: new Date(createdAt.getTime() + 30 * DAY).toISOString() }),
    invited(first, 0),
  ];
  if (first.opened_at) history.push(event("signer.opened", 5, { signerId: first.id }, first));
  if (status === "COMPLETED") {
    history.push(event("signer.completed", 10, { signerId: first.id, signatureType: "TYPED" }, first), invited(second, 20));
    history.push(event("signer.opened", 25, { signerId: second.id }, second), event("signer.completed", 30, { signerId: second.id, signatureType: "TYPED" }, second));
    history.push(event("process.completed", 31, {}));
  }
  if (status === "DECLINED") history.push(event("signer.declined", 10, { signerId: first.id, reason: first.decline_reason }, first));
  if (status === "VOIDED") history.push(event("process.voided", 60, { reason: "Sent by mistake." }));
  if (status === "EXPIRED") history.push(event("process.expired", 30 * 1_440, {}));
  const trail = chainAuditEvents(id, NEW_AUDIT_TRAIL, history);

  const active = status === "SENT" || status === "IN_PROGRESS";
  const process = {
    id,
    status,
    origin: template ? "TEMPLATE" : "DIRECT",
    subject,
    message: "Please read the document and sign it.",
    template_id: template?.id ?? null,
    template_version: template?.version ?? null,
    // Open processes stay open whatever their age: a seeded list reads as the statuses above.
    expires_at: active ? new Date(context.now.getTime() + 30 * DAY) : new Date(createdAt.getTime() + 30 * DAY),
    sent_at: createdAt,
    completed_at: status === "COMPLETED" ? at(31) : null,
    declined_at: status === "DECLINED" ? at(10) : null,
    voided_at: status === "VOIDED" ? at(60) : null,
    void_reason: status === "VOIDED" ? "Sent by mistake." : null,
    expired_at: status === "EXPIRED" ? at(30 * 1_440) : null,
    finalization_status: status === "COMPLETED" ? "DONE" : "NONE",
    audit_length: trail.head.length,
    audit_head_hash: trail.head.hash,
    created_at: createdAt,
    updated_at: history.at(-1)!.occurredAt!,
  };
  const auditRows = trail.rows.map((row) => ({
    signing_process_id: id,
    sequence: row.sequence,
    type: row.type,
    occurred_at: row.occurredAt,
    actor_kind: row.actorKind,
    actor_id: row.actorId,
    actor_name: row.actorName,
    ip: row.ip,
    user_agent: row.userAgent,
    document_sha256: row.documentSha256,
    details: row.details,
    prev_hash: row.prevHash,
    hash: row.hash,
    hash_version: row.hashVersion,
    personal_salt: row.personalSalt,
    commitments: row.commitments,
  }));
  return { process, signers: signerRows.map((signer) => ({ ...signer, signing_process_id: id })), auditEvents: auditRows };
}
