import type { CrashTheme } from '../theme.ts'

/** A campfire on the ground; the flame grows with the flight and burns out at the crash. */
function Scenery() {
  return (
    <g>
      <rect x="0" y="196" width="400" height="24" fill="#1c1917" />
      <ellipse cx="200" cy="200" rx="70" ry="8" fill="#451a03" className="fire-glow" />
    </g>
  )
}

function Artwork() {
  return (
    <g>
      <g className="fire-flame">
        <path
          d="M200 196 C160 190 162 150 182 126 C184 146 192 150 196 138 C196 112 210 92 214 74 C226 100 246 124 240 160 C238 184 226 194 200 196 Z"
          fill="#dc2626"
        />
        <path
          d="M200 196 C176 190 176 162 190 146 C194 160 200 160 202 150 C204 132 212 120 216 110 C224 132 232 150 226 172 C222 188 214 194 200 196 Z"
          fill="#f97316"
          className="fire-flame-mid"
        />
        <path
          d="M200 196 C188 192 188 176 196 166 C200 174 204 172 206 164 C210 172 216 180 212 188 C210 194 206 196 200 196 Z"
          fill="#fde047"
          className="fire-flame-core"
        />
      </g>
      <g className="fire-smoke" fill="#57534e">
        <circle cx="196" cy="170" r="10" />
        <circle cx="206" cy="150" r="13" />
        <circle cx="198" cy="126" r="16" />
      </g>
      <g stroke="#78350f" strokeWidth="9" strokeLinecap="round">
        <line x1="168" y1="202" x2="232" y2="190" />
        <line x1="170" y1="190" x2="232" y2="202" />
      </g>
    </g>
  )
}

export const fireCrashTheme: CrashTheme = {
  colours: { skyTop: '#1c1917', skyBottom: '#431407', curve: '#fb923c', accent: '#ea580c' },
  motion: 'in-place',
  Scenery,
  Artwork,
}
