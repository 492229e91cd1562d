import type { RaceTheme } from '../race/theme.ts'
import { readableTextOn } from '#app/utils/contrast.ts'

const CROWD = ['#f59e0b', '#e2e8f0', '#dc2626', '#38bdf8', '#a3e635']

/** The velodrome: the crowd under the roof, the banked boards with their red and blue lines. */
function Scenery() {
  return (
    <g>
      {[4, 12, 20, 28, 36, 44, 52, 60, 68, 76].map((x, seat) => (
        <circle key={x} cx={x} cy={seat % 2 ? 9 : 11} r="2.4" fill={CROWD[seat % CROWD.length]} />
      ))}
      <rect y="15" width="80" height="13" fill="#b45309" />
      <rect y="19" width="80" height="1.2" fill="#dc2626" />
      <rect y="23" width="80" height="1.2" fill="#1d4ed8" />
    </g>
  )
}

const SKIN = '#7c4a2d'
const FRAME = '#1f2937'

/** A rider on a track bike, head down, the number on the jersey. */
function Runner({ colour, number }: { colour: string; number: number }) {
  return (
    <g fill="none" strokeLinecap="round" strokeLinejoin="round">
      {[10, 37].map((x) => (
        <g key={x}>
          <circle cx={x} cy="21.5" r="6" stroke={FRAME} strokeWidth="1.5" />
          <circle cx={x} cy="21.5" r="1" fill={FRAME} />
        </g>
      ))}
      <path d="M10 21.5 L19 21.5 L32 12 L37 21.5 M19 21.5 L16 11 L32 12 M32 12 L35 10.5 L36 13" stroke={FRAME} strokeWidth="1.4" />
      <path d="M14 10.5 H18.5" stroke={FRAME} strokeWidth="1.6" />
      {/* The far leg, the shorts, the near leg to the pedal. */}
      <path d="M17 9 L20 15 L18 21" stroke={SKIN} strokeWidth="1.6" />
      <path d="M17 9 L23 13.5" stroke="#111827" strokeWidth="3" />
      <path d="M23 13.5 L20.5 20.5" stroke={SKIN} strokeWidth="1.7" />
      <path d="M14.5 10 L17 5.5 L29 2.6 L31.5 6 L20 10.5 Z" fill={colour} stroke="#111827" strokeWidth="0.5" />
      <text x="22.5" y="8.6" textAnchor="middle" fontSize="5" fontWeight="700" fill={readableTextOn(colour)}>
        {number}
      </text>
      <path d="M29.5 4.5 L33.5 10.5" stroke={SKIN} strokeWidth="1.5" />
      <ellipse cx="32.8" cy="3.2" rx="2.9" ry="2" fill="#f8fafc" stroke="#111827" strokeWidth="0.5" />
    </g>
  )
}

export const bikeRaceTheme: RaceTheme = {
  colours: { surface: '#c9874a', surfaceAlt: '#d39456', rail: '#fef3c7', backdrop: '#1e293b' },
  Scenery,
  Runner,
  stride: { liftPx: 0.6, periodMs: 420 },
}
