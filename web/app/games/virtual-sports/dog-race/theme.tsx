import type { RaceTheme } from '../race/theme.ts'

/** A sand oval under floodlights, the lure's rail on the inside and the traps' boxes at the start. */
function Scenery() {
  return (
    <g>
      {[40, 360].map((x) => (
        <g key={x}>
          <rect x={x - 1} y="4" width="2" height="26" fill="#475569" />
          <circle cx={x} cy="4" r="4" fill="#fef9c3" />
        </g>
      ))}
      <ellipse cx="200" cy="110" rx="60" ry="12" fill="#65a30d" opacity="0.7" />
    </g>
  )
}

function Runner({ colour, number }: { colour: string; number: number }) {
  return (
    <g>
      <path d="M-8 1 Q-4 -4 5 -2 L9 -4 L9 0 L5 2 Q-4 5 -8 1 Z" fill="#a16207" />
      <rect x="-4" y="-3.5" width="7" height="6" rx="1" fill={colour} stroke="#111827" strokeWidth="0.6" />
      <text x="-0.5" y="1.3" textAnchor="middle" fontSize="4.5" fontWeight="700" fill="#fff" stroke="#111827" strokeWidth="0.3">
        {number}
      </text>
    </g>
  )
}

/**
 * The traps' jackets as greyhound racing colours them: red, blue, white, black, orange, and for trap 6
 * black-and-white stripes, drawn as one flat grey so that every trap has one colour its number can be
 * read on.
 */
const TRAP_COLOURS = ['#d7261e', '#1e5bd8', '#ffffff', '#111827', '#f57c00', '#6b7280'] as const

export const dogRaceTheme: RaceTheme = {
  colours: { ground: '#1e293b', track: '#d6a461', infield: '#3f6212', rail: '#e2e8f0', line: '#f8fafc' },
  Scenery,
  Runner,
  numberColours: TRAP_COLOURS,
}
