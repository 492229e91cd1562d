import type { CrashTheme } from '../theme.ts'

/** The bank falls behind as the robbers run with the loot; at the crash the police catch them. */
function Scenery() {
  return (
    <g>
      <rect x="0" y="192" width="400" height="28" fill="#1f2937" />
      <g className="heist-bank">
        <path d="M10 110 L80 84 L150 110 Z" fill="#cbd5e1" stroke="#475569" />
        <rect x="18" y="110" width="124" height="82" fill="#e2e8f0" stroke="#475569" />
        {[30, 58, 86, 114].map((x) => (
          <rect key={x} x={x} y="118" width="10" height="66" fill="#94a3b8" />
        ))}
        <text x="80" y="104" textAnchor="middle" fontSize="11" fontWeight="700" fill="#334155">
          BANK
        </text>
      </g>
    </g>
  )
}

function Robber({ x }: { x: number }) {
  return (
    <g transform={`translate(${x} 0)`} className="heist-robber">
      <circle cx="0" cy="136" r="8" fill="#a16207" />
      <rect x="-8" y="131" width="16" height="5" fill="#111827" />
      <rect x="-8" y="144" width="16" height="26" rx="3" fill="#f8fafc" stroke="#111827" />
      {[149, 156, 163].map((y) => (
        <rect key={y} x="-8" y={y} width="16" height="3" fill="#111827" />
      ))}
      <g className="heist-legs" stroke="#111827" strokeWidth="4" strokeLinecap="round">
        <line x1="-3" y1="170" x2="-9" y2="190" className="heist-leg-a" />
        <line x1="3" y1="170" x2="9" y2="190" className="heist-leg-b" />
      </g>
      <g className="heist-loot">
        <line x1="8" y1="148" x2="16" y2="156" stroke="#111827" strokeWidth="3" />
        <circle cx="20" cy="162" r="9" fill="#65a30d" stroke="#365314" />
        <text x="20" y="166" textAnchor="middle" fontSize="10" fontWeight="700" fill="#f7fee7">
          ₦
        </text>
      </g>
    </g>
  )
}

function Artwork() {
  return (
    <g>
      <g className="heist-runners">
        <Robber x={230} />
        <Robber x={272} />
      </g>
      <g className="heist-police">
        <path d="M300 190 V174 L314 162 H360 L374 174 H392 V190 Z" fill="#f8fafc" stroke="#1e3a8a" strokeWidth="2" />
        <rect x="300" y="178" width="92" height="5" fill="#1d4ed8" />
        <rect x="328" y="154" width="9" height="8" fill="#ef4444" className="heist-light-red" />
        <rect x="338" y="154" width="9" height="8" fill="#3b82f6" className="heist-light-blue" />
        <circle cx="320" cy="192" r="8" fill="#111827" />
        <circle cx="372" cy="192" r="8" fill="#111827" />
      </g>
    </g>
  )
}

export const bankHeistTheme: CrashTheme = {
  colours: { skyTop: '#0f172a', skyBottom: '#14532d', curve: '#84cc16', accent: '#16a34a' },
  motion: 'in-place',
  Scenery,
  Artwork,
}
