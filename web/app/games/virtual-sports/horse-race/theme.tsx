import type { RaceTheme } from '../race/theme.ts'
import { readableTextOn } from '#app/utils/contrast.ts'

const CROWD = ['#1d4ed8', '#f59e0b', '#dc2626', '#16a34a', '#7c3aed', '#0f172a']

/** The grandstand over the turf: its red roof, the crowd in two rows, the white running rail along the course. */
function Scenery() {
  return (
    <g>
      <rect y="6" width="80" height="16" fill="#e5e7eb" />
      <rect y="3" width="80" height="4" fill="#b91c1c" />
      {[11, 17].map((y, row) =>
        [4, 12, 20, 28, 36, 44, 52, 60, 68, 76].map((x, seat) => (
          <circle key={`${row}-${x}`} cx={x + row * 4} cy={y} r="2.2" fill={CROWD[(seat + row * 3) % CROWD.length]} />
        )),
      )}
      <rect y="22" width="80" height="6" fill="#166534" />
      <rect y="23.5" width="80" height="1.5" fill="#f8fafc" />
      {[0, 40].map((x) => (
        <rect key={x} x={x} y="23.5" width="1.5" height="4.5" fill="#f8fafc" />
      ))}
    </g>
  )
}

const COAT = '#6b3a1f'
const COAT_FAR = '#3f2212'

/** A horse at full gallop with its jockey crouched in the silks, the number on its saddle cloth. */
function Runner({ colour, number }: { colour: string; number: number }) {
  return (
    <g fill="none" strokeLinecap="round" strokeLinejoin="round">
      <path d="M10 12 Q4 12 1.5 17" stroke={COAT_FAR} strokeWidth="2.2" />
      {/* The far legs darker, the hind pair reaching back and the fore pair forward. */}
      <path d="M13 16 L8 21 L4 24" stroke={COAT_FAR} strokeWidth="2.2" />
      <path d="M31 17 L37 21 L42 22" stroke={COAT_FAR} strokeWidth="2.2" />
      <path d="M16 17 L17 22 L14.5 26.5" stroke={COAT} strokeWidth="2.2" />
      <path d="M29 18 L28.5 22.5 L31.5 25" stroke={COAT} strokeWidth="2.2" />
      <ellipse cx="21" cy="14" rx="11.5" ry="5" fill={COAT} />
      <path d="M28 11 L35 4.5 Q38 3 40 4 L46.5 8 Q47 9.5 45.5 10 L39.5 9.5 L33 16 Z" fill={COAT} />
      <path d="M36 4.5 L37 1.5 L38.5 4" fill={COAT} />
      <rect x="14.5" y="10" width="11" height="8" rx="1.2" fill={colour} stroke="#111827" strokeWidth="0.5" />
      <text x="20" y="16.3" textAnchor="middle" fontSize="6.5" fontWeight="700" fill={readableTextOn(colour)}>
        {number}
      </text>
      {/* The jockey: breeches and boot, the silks, the arm to the reins, the cap. */}
      <path d="M22.5 7.5 L26 9.5 L24 11.5" stroke="#f8fafc" strokeWidth="1.8" />
      <path d="M21 8.5 L24.5 5 L29.5 3.8" stroke={colour} strokeWidth="3.4" />
      <path d="M28.5 4.5 L33.5 8" stroke={colour} strokeWidth="1.6" />
      <circle cx="31.3" cy="2.6" r="2" fill={colour} stroke="#111827" strokeWidth="0.5" />
    </g>
  )
}

export const horseRaceTheme: RaceTheme = {
  colours: { surface: '#3d8b37', surfaceAlt: '#47963f', rail: '#f8fafc', backdrop: '#bfdbfe' },
  Scenery,
  Runner,
  stride: { liftPx: 2, periodMs: 340 },
}
