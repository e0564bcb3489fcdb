const LIST = new Intl.ListFormat(undefined, { style: "long", type: "conjunction" });

/**
 * "Zoë, محمد and Dana", each name isolated in a <bdi>: a right-to-left name keeps its own
 * direction without reordering the words and punctuation around it.
 */
export function NameList({ names }: { names: string[] }) {
  return (
    <>
      {LIST.formatToParts(names).map((part, index) => (part.type === "element" ? <bdi key={index}>{part.value}</bdi> : part.value))}
    </>
  );
}
