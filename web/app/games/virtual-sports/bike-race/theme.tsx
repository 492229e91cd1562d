import type { RaceTheme } from '../race/theme.ts'

/** A velodrome: a banked wooden track with its blue and red lines, and the crowd all round. */
function Scenery() {
  return (
    <g fill="none" strokeWidth="1.2">
      <ellipse cx="200" cy="110" rx="165" ry="82" stroke="#1d4ed8" />
      <ellipse cx="200" cy="110" rx="150" ry="70" stroke="#dc2626" />
    </g>
  )
}

function Runner({ colour, number }: { colour: string; number: number }) {
  return (
    <g>
      <circle cx="-5" r="3.2" fill="none" stroke="#111827" strokeWidth="1" />
      <circle cx="5" r="3.2" fill="none" stroke="#111827" strokeWidth="1" />
      <circle r="4" cy="-3" fill={colour} stroke="#111827" strokeWidth="0.6" />
      <text y="-1.3" textAnchor="middle" fontSize="4.5" fontWeight="700" fill="#fff" stroke="#111827" strokeWidth="0.3">
        {number}
      </text>
    </g>
  )
}

export const bikeRaceTheme: RaceTheme = {
  colours: { ground: '#334155', track: '#d97706', infield: '#64748b', rail: '#fef3c7', line: '#111827' },
  Scenery,
  Runner,
}
