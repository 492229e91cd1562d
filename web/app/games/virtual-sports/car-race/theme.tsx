import type { RaceTheme } from '../race/theme.ts'

/** An asphalt circuit: red and white kerbs on the bends, a pit building on the inside of the straight. */
function Scenery() {
  return (
    <g>
      <path d="M290 160 A50 50 0 0 0 290 60" fill="none" stroke="#dc2626" strokeWidth="4" strokeDasharray="6 6" />
      <path d="M110 60 A50 50 0 0 0 110 160" fill="none" stroke="#dc2626" strokeWidth="4" strokeDasharray="6 6" />
      <rect x="140" y="120" width="120" height="14" rx="2" fill="#e5e7eb" />
      <rect x="140" y="120" width="120" height="4" fill="#0ea5e9" />
    </g>
  )
}

function Runner({ colour, number }: { colour: string; number: number }) {
  return (
    <g>
      <rect x="-8" y="-4" width="16" height="8" rx="3" fill={colour} stroke="#111827" strokeWidth="0.7" />
      <rect x="-5" y="-5.5" width="3" height="11" rx="1" fill="#111827" />
      <rect x="3" y="-5.5" width="3" height="11" rx="1" fill="#111827" />
      <text x="0.5" y="1.6" textAnchor="middle" fontSize="5" fontWeight="700" fill="#fff" stroke="#111827" strokeWidth="0.3">
        {number}
      </text>
    </g>
  )
}

export const carRaceTheme: RaceTheme = {
  colours: { ground: '#14532d', track: '#374151', infield: '#166534', rail: '#f8fafc', line: '#f8fafc' },
  Scenery,
  Runner,
}
