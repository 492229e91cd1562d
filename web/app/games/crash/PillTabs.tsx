/** A row of pill-shaped tabs (the bet panels' Bet/Auto, the bets tabs). */
export function PillTabs<Name extends string>({
  names,
  selected,
  label,
  onSelect,
}: {
  names: readonly Name[]
  selected: Name
  label: (name: Name) => string
  onSelect: (name: Name) => void
}) {
  return (
    <div className="crash-pill-tabs" role="tablist">
      {names.map((name) => (
        <button
          key={name}
          type="button"
          role="tab"
          aria-selected={selected === name}
          className={selected === name ? 'active' : ''}
          onClick={() => onSelect(name)}
        >
          {label(name)}
        </button>
      ))}
    </div>
  )
}
