import { Text, View } from "@react-pdf/renderer";
import { styles } from "./certificate-styles";

export function LabelledRow({ label, value, mono = false }: { label: string; value: string; mono?: boolean }) {
  return (
    <View style={styles.row} wrap={false}>
      <Text style={styles.label}>{label}</Text>
      <Text style={mono ? styles.hash : styles.value}>{value}</Text>
    </View>
  );
}
