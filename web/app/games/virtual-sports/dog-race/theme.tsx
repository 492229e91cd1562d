import type { RaceTheme } from '../race/theme.ts'
import { readableTextOn } from '#app/utils/contrast.ts'

/** The stadium at night: a floodlight over the crowd, the white rail and the lure's rail along the sand. */
function Scenery() {
  return (
    <g>
      <ellipse cx="40" cy="7" rx="16" ry="7" fill="#fef9c3" opacity="0.15" />
      <rect x="39" y="5" width="2" height="18" fill="#64748b" />
      <rect x="33" y="2" width="14" height="4" rx="1" fill="#fef9c3" />
      {[6, 14, 22, 30, 50, 58, 66, 74].map((x, seat) => (
        <circle key={x} cx={x} cy={seat % 2 ? 19 : 20} r="2.6" fill="#334155" />
      ))}
      <rect y="23.5" width="80" height="1.5" fill="#e2e8f0" />
      <rect y="26" width="80" height="1" fill="#94a3b8" />
    </g>
  )
}

const COAT = '#374151'

/** A greyhound at full stretch in its trap's jacket, the number on the jacket. */
function Runner({ colour, number }: { colour: string; number: number }) {
  return (
    <g fill="none" strokeLinecap="round" strokeLinejoin="round">
      <path d="M12 12 Q6 9 1.5 12.5" stroke={COAT} strokeWidth="1.4" />
      <path d="M14 15 L7 20 L2 21" stroke={COAT} strokeWidth="1.8" />
      <path d="M16 16 L13 23.5 L15.5 25.5" stroke={COAT} strokeWidth="1.8" />
      <path d="M33 15 L41 20 L46 20.5" stroke={COAT} strokeWidth="1.8" />
      <path d="M31 16 L32 23 L35 24.5" stroke={COAT} strokeWidth="1.8" />
      <path d="M12 13 Q13 8.5 21 9 Q29 8 34 10.5 L36 13 Q33 16.5 28 16 Q22 15 17 16.5 Q13 16.5 12 13 Z" fill={COAT} />
      <path d="M33 11 Q36 7 39 7.5 L46 9.5 Q46.5 11 45 11.5 L39 11.5 Q37 13 35 13.5 Z" fill={COAT} />
      <path d="M38 7.5 L36.5 5.2 L39.8 6.8" fill={COAT} />
      <rect x="18.5" y="8.4" width="12.5" height="7.4" rx="2" fill={colour} stroke="#f8fafc" strokeWidth="0.6" />
      <text x="24.75" y="14.3" textAnchor="middle" fontSize="6.2" fontWeight="700" fill={readableTextOn(colour)}>
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
  colours: { surface: '#c8925a', surfaceAlt: '#d19d66', rail: '#f8fafc', backdrop: '#0f172a' },
  Scenery,
  Runner,
  stride: { liftPx: 2, periodMs: 280 },
  numberColours: TRAP_COLOURS,
}
