import type { RaceTheme } from '../race/theme.ts'

const BOARDS = ['#dc2626', '#f8fafc', '#1d4ed8', '#facc15']

/** The circuit: advertising boards, the tyre wall and the red and white kerb along the track. */
function Scenery() {
  return (
    <g>
      {BOARDS.map((colour, board) => (
        <rect key={colour} x={board * 20} y="8" width="20" height="8" fill={colour} />
      ))}
      {[4, 12, 20, 28, 36, 44, 52, 60, 68, 76].map((x) => (
        <circle key={x} cx={x} cy="20" r="3" fill="#111827" stroke="#374151" strokeWidth="1.2" />
      ))}
      {[0, 10, 20, 30, 40, 50, 60, 70].map((x, block) => (
        <rect key={x} x={x} y="25" width="10" height="3" fill={block % 2 ? '#f8fafc' : '#dc2626'} />
      ))}
    </g>
  )
}

/** A single-seater in its colour, the driver's helmet in the cockpit, the number on a white roundel. */
function Runner({ colour, number }: { colour: string; number: number }) {
  return (
    <g>
      <rect x="0.5" y="8" width="7" height="2.2" fill="#111827" />
      <rect x="1.5" y="9" width="3" height="8" fill="#111827" />
      <path
        d="M3 17 L6 14 L19 13 L24 9.5 L31 9.5 L34 13 L43 15 L47.5 18.5 L47.5 20.5 L3 20.5 Z"
        fill={colour}
        stroke="#e5e7eb"
        strokeWidth="0.6"
      />
      <circle cx="28" cy="8.6" r="2.4" fill="#facc15" stroke="#111827" strokeWidth="0.5" />
      <rect x="41" y="20" width="7" height="1.8" fill="#111827" />
      {[11, 37.5].map((x) => (
        <g key={x}>
          <circle cx={x} cy="21.8" r="5.2" fill="#111827" />
          <circle cx={x} cy="21.8" r="2" fill="#9ca3af" />
        </g>
      ))}
      <circle cx="19" cy="16.7" r="3.4" fill="#f8fafc" stroke="#111827" strokeWidth="0.4" />
      <text x="19" y="18.6" textAnchor="middle" fontSize="5" fontWeight="700" fill="#111827">
        {number}
      </text>
    </g>
  )
}

export const carRaceTheme: RaceTheme = {
  colours: { surface: '#4b5563', surfaceAlt: '#535d6c', rail: '#f8fafc', backdrop: '#93c5fd' },
  Scenery,
  Runner,
  stride: { liftPx: 0.5, periodMs: 110 },
}
