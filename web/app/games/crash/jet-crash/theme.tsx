import type { CrashTheme } from '../theme.ts'

/** Night sky with stars; the jet climbs along the curve and flies away at the crash. */
function Scenery() {
  return (
    <g className="jet-sky">
      {[
        [30, 30],
        [90, 70],
        [150, 20],
        [230, 50],
        [310, 25],
        [370, 80],
        [260, 110],
        [60, 130],
      ].map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r="1.3" fill="#e2e8f0" className="jet-star" />
      ))}
    </g>
  )
}

function Artwork() {
  return (
    <g className="jet-crash-plane">
      <path className="jet-exhaust" d="M-30 -3 L-50 0 L-30 3 Z" fill="#fbbf24" />
      <path d="M-30 -5 L14 -5 Q27 -4 31 0 Q27 4 14 5 L-30 5 Z" fill="#f8fafc" stroke="#0f172a" strokeWidth="1" />
      <path d="M-6 -4 L-20 -22 L-12 -22 L8 -4 Z" fill="#dc2626" stroke="#7f1d1d" strokeWidth="0.8" />
      <path d="M-6 4 L-15 15 L-9 15 L5 4 Z" fill="#b91c1c" />
      <path d="M-30 -5 L-37 -17 L-29 -17 L-22 -5 Z" fill="#dc2626" />
      <path d="M16 -3.5 Q23 -3 26 0 L16 0 Z" fill="#38bdf8" />
      <rect x="-20" y="-1.5" width="30" height="1.5" fill="#dc2626" />
    </g>
  )
}

export const jetCrashTheme: CrashTheme = {
  colours: { skyTop: '#0b1026', skyBottom: '#1e3a8a', curve: '#f43f5e', accent: '#e11d48' },
  motion: 'follow-curve',
  Scenery,
  Artwork,
}
