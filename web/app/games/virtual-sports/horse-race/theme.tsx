import type { RaceTheme } from '../race/theme.ts'

/** Turf with white running rails, a grandstand over the home straight and a lake in the infield. */
function Scenery() {
  return (
    <g>
      <rect x="110" y="2" width="180" height="12" rx="2" fill="#78350f" />
      <rect x="110" y="2" width="180" height="4" fill="#b91c1c" />
      <ellipse cx="200" cy="110" rx="70" ry="18" fill="#38bdf8" opacity="0.8" />
    </g>
  )
}

function Runner({ colour, number }: { colour: string; number: number }) {
  return (
    <g>
      <ellipse rx="8" ry="4.5" fill="#7c2d12" />
      <circle r="4.5" cx="2" cy="-2" fill={colour} stroke="#111827" strokeWidth="0.8" />
      <text x="2" y="-0.3" textAnchor="middle" fontSize="5" fontWeight="700" fill="#fff" stroke="#111827" strokeWidth="0.3">
        {number}
      </text>
    </g>
  )
}

export const horseRaceTheme: RaceTheme = {
  colours: { ground: '#166534', track: '#4ade80', infield: '#15803d', rail: '#f8fafc', line: '#f8fafc' },
  Scenery,
  Runner,
}
