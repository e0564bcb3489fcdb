import { displayIp } from "@/lib/net/display-ip";
import { columns, ruled, stack, textBlock, type Block, type TextStyle } from "./blocks";
import { certificateEventName } from "./certificate-event-names";
import { formatAuditMoment } from "./certificate-format";
import type { CertificateAuditEvent, CompletionCertificateInput } from "./certificate-input";
import type { CertificateText } from "@/lib/i18n/certificate-catalogue";
import { type CertificateStyles, certificateStyles, EVENT_COLUMNS, EVENT_RULE, SECTION_RULE } from "./certificate-styles";
import type { PageFlow } from "./page-flow";
import { labelledRow, sectionTitle } from "./section-parts";

/** The heading, the chain's status and the column titles stay with at least this much of the first event. */
const HEADING_KEEPS_AHEAD = 40;

/**
 * The whole hash chain, oldest first: one unbreakable entry per event (its facts, then its
 * hash and the previous hash in full), flowing onto as many pages as it needs.
 */
export async function placeAuditTrail(flow: PageFlow, input: CompletionCertificateInput, t: CertificateText): Promise<void> {
  const { chain } = input;
  const width = flow.contentWidth;
  const styles = certificateStyles(input.process.language);
  const status = chain.valid
    ? textBlock(t("chainIntact", { count: chain.length }), styles.body, width, { bottom: 6 })
    : textBlock(t(chain.truncated ? "chainTruncated" : "chainBroken", { count: chain.length }), styles.chainBroken, width, { bottom: 6 });
  const heading = stack([
    sectionTitle(styles, t("auditTrail"), width),
    status,
    ...(chain.headHash ? [labelledRow(styles, t("headHash"), chain.headHash, width, true)] : []),
    ruled(eventColumns(styles.tableHeader, width, [t("columnNumber"), t("columnTime"), t("columnEvent"), t("columnActor"), t("columnIp")]), { width, ...SECTION_RULE }),
  ]);
  await flow.place(heading, HEADING_KEEPS_AHEAD);
  for (const event of input.auditEvents) await flow.place(eventBlock(event, input, t, styles, width));
}

function eventBlock(event: CertificateAuditEvent, input: CompletionCertificateInput, t: CertificateText, styles: CertificateStyles, width: number): Block {
  const none = t("none");
  const hashLine = (text: string) =>
    columns(width, [{ offset: EVENT_COLUMNS.number, width: width - EVENT_COLUMNS.number, block: textBlock(text, styles.eventHash, width - EVENT_COLUMNS.number, { top: 1 }) }]);
  const facts = eventColumns(styles.eventLine, width, [
    String(event.sequence),
    formatAuditMoment(event.occurredAt),
    certificateEventName(input.process.language, event.type),
    event.actorName ?? none,
    event.ip ? displayIp(event.ip) : none,
  ]);
  return ruled(stack([facts, hashLine(`${t("hash")}: ${event.hash}`), hashLine(`${t("prevHash")}: ${event.prevHash}`)]), { width, ...EVENT_RULE }, { top: 3 });
}

/** One line of the table: number, time, event, actor (the rest of the width) and IP. */
function eventColumns(style: TextStyle, width: number, [number, time, event, actor, ip]: string[]): Block {
  const { number: numberWidth, time: timeWidth, event: eventWidth, ip: ipWidth, gutter } = EVENT_COLUMNS;
  const actorAt = numberWidth + timeWidth + eventWidth;
  const ipAt = width - ipWidth;
  return columns(width, [
    { offset: 0, width: numberWidth - gutter, block: textBlock(number ?? "", style, numberWidth - gutter) },
    { offset: numberWidth, width: timeWidth - gutter, block: textBlock(time ?? "", style, timeWidth - gutter) },
    { offset: numberWidth + timeWidth, width: eventWidth - gutter, block: textBlock(event ?? "", style, eventWidth - gutter) },
    { offset: actorAt, width: ipAt - actorAt - gutter, block: textBlock(actor ?? "", style, ipAt - actorAt - gutter) },
    { offset: ipAt, width: ipWidth, block: textBlock(ip ?? "", style, ipWidth) },
  ]);
}
