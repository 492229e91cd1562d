/** A protection page's rules, one per line (a translation array). */
export function HelpList({ lines }: { lines: string[] }) {
  return (
    <ul className="bullet-list protection-help">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  )
}
