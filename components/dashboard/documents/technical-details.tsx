/** The server's own message, folded: a person reads the sentence above it, a helper opens this. */
export function TechnicalDetails({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <details className="mt-2 text-xs">
      <summary className="cursor-pointer">Technical details</summary>
      <p className="mt-1 font-mono [overflow-wrap:anywhere]">{text}</p>
    </details>
  );
}
