import type { CrashTheme } from '../theme.ts'

/** A pitch at night: the ball is kept up higher and higher by the juggler, and drops at the crash. */
function Scenery() {
  return (
    <g>
      <rect x="0" y="190" width="400" height="30" fill="#166534" />
      {[0, 80, 160, 240, 320].map((x) => (
        <rect key={x} x={x} y="190" width="40" height="30" fill="#15803d" />
      ))}
      <line x1="0" y1="190" x2="400" y2="190" stroke="#f0fdf4" strokeWidth="2" />
    </g>
  )
}

function Artwork() {
  return (
    <g>
      <g className="joggle-player" fill="#008751" stroke="#052e16" strokeWidth="1.5">
        <circle cx="150" cy="112" r="10" fill="#7c2d12" />
        <rect x="140" y="124" width="20" height="34" rx="4" />
        <line x1="146" y1="158" x2="142" y2="188" strokeWidth="5" stroke="#f8fafc" />
        <line className="joggle-kick" x1="154" y1="158" x2="176" y2="176" strokeWidth="5" stroke="#f8fafc" />
      </g>
      <g className="joggle-lift">
        <g className="joggle-ball">
          <circle cx="186" cy="160" r="10" fill="#f8fafc" stroke="#111827" strokeWidth="1.5" />
          <path d="M186 154 L191 158 L189 164 L183 164 L181 158 Z" fill="#111827" />
        </g>
      </g>
    </g>
  )
}

export const ballJoggleTheme: CrashTheme = {
  colours: { skyTop: '#020617', skyBottom: '#064e3b', curve: '#4ade80', accent: '#008751' },
  motion: 'in-place',
  Scenery,
  Artwork,
}
