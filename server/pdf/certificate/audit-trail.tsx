import { Text, View } from "@react-pdf/renderer";
import { displayIp } from "@/lib/net/display-ip";
import { certificateEventName } from "./certificate-event-names";
import { formatAuditMoment } from "./certificate-format";
import type { CompletionCertificateInput } from "./certificate-input";
import type { CertificateText } from "./certificate-strings";
import { styles } from "./certificate-styles";
import { LabelledRow } from "./labelled-row";

/**
 * The whole hash chain, oldest first: one unbreakable entry per event (its facts, then its
 * hash and the previous hash in full), flowing onto as many pages as it needs.
 */
export function AuditTrail({ input, t }: { input: CompletionCertificateInput; t: CertificateText }) {
  const { chain, auditEvents } = input;
  const none = t("none");
  return (
    <View style={styles.section}>
      {/* The heading, the chain's status and the column titles stay with the first event. */}
      <View wrap={false} minPresenceAhead={40}>
        <Text style={styles.sectionTitle}>{t("auditTrail")}</Text>
        <Text style={chain.valid ? styles.chainStatus : styles.chainBroken}>
          {chain.valid
            ? t("chainIntact", { count: chain.length })
            : t(chain.truncated ? "chainTruncated" : "chainBroken", { count: chain.length })}
        </Text>
        {chain.headHash ? <LabelledRow label={t("headHash")} value={chain.headHash} mono /> : null}
        <View style={styles.tableHeader}>
          <Text style={styles.columnNumber}>{t("columnNumber")}</Text>
          <Text style={styles.columnTime}>{t("columnTime")}</Text>
          <Text style={styles.columnEvent}>{t("columnEvent")}</Text>
          <Text style={styles.columnActor}>{t("columnActor")}</Text>
          <Text style={styles.columnIp}>{t("columnIp")}</Text>
        </View>
      </View>
      {auditEvents.map((event) => (
        <View key={event.sequence} style={styles.event} wrap={false}>
          <View style={styles.eventLine}>
            <Text style={styles.columnNumber}>{event.sequence}</Text>
            <Text style={styles.columnTime}>{formatAuditMoment(event.occurredAt)}</Text>
            <Text style={styles.columnEvent}>{certificateEventName(input.process.language, event.type)}</Text>
            <Text style={styles.columnActor}>{event.actorName ?? none}</Text>
            <Text style={styles.columnIp}>{event.ip ? displayIp(event.ip) : none}</Text>
          </View>
          <Text style={styles.eventHash}>{`${t("hash")}: ${event.hash}`}</Text>
          <Text style={styles.eventHash}>{`${t("prevHash")}: ${event.prevHash}`}</Text>
        </View>
      ))}
    </View>
  );
}
