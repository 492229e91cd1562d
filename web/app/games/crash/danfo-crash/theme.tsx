import type { CrashTheme } from '../theme.ts'

/** Lagos at dusk: the skyline and the expressway, its lane marks rushing past the danfo. */
function Scenery() {
  return (
    <g>
      <path
        d="M0 170 V140 H18 V120 H34 V150 H50 V105 H70 V150 H88 V128 H110 V160 H130 V112 H146 V98 H160 V150 H182 V132 H206 V155 H232 V118 H250 V150 H272 V126 H296 V160 H318 V110 H336 V150 H360 V136 H382 V158 H400 V170 Z"
        fill="#3b2f5c"
        opacity="0.8"
      />
      <rect x="0" y="170" width="400" height="50" fill="#374151" />
      <rect x="0" y="170" width="400" height="4" fill="#9ca3af" />
      <line className="danfo-lane" x1="0" x2="400" y1="197" y2="197" stroke="#f8fafc" strokeWidth="3" strokeDasharray="22 18" />
    </g>
  )
}

function Artwork() {
  return (
    <g className="danfo-bus">
      <g className="danfo-smoke" fill="#6b7280">
        <circle cx="262" cy="140" r="9" />
        <circle cx="274" cy="126" r="12" />
        <circle cx="288" cy="108" r="15" />
      </g>
      <g className="danfo-body">
        <path d="M132 188 V152 Q132 144 140 144 H252 Q266 144 270 158 L276 176 V188 Z" fill="#facc15" stroke="#1f2937" strokeWidth="2" />
        <rect x="132" y="170" width="144" height="5" fill="#111827" />
        <rect x="132" y="178" width="144" height="3" fill="#111827" />
        {[142, 170, 198, 226].map((x) => (
          <rect key={x} x={x} y="150" width="22" height="15" rx="2" fill="#bae6fd" stroke="#1f2937" />
        ))}
        <path d="M252 150 H262 L268 166 H252 Z" fill="#bae6fd" stroke="#1f2937" />
        <rect x="270" y="172" width="6" height="5" fill="#fde68a" />
      </g>
      {[160, 248].map((x) => (
        <g key={x} transform={`translate(${x} 190)`}>
          <g className="danfo-wheel">
            <circle r="11" fill="#111827" />
            <circle r="5" fill="#9ca3af" />
            <rect x="-1" y="-9" width="2" height="18" fill="#4b5563" />
          </g>
        </g>
      ))}
    </g>
  )
}

export const danfoCrashTheme: CrashTheme = {
  colours: { skyTop: '#f97316', skyBottom: '#7c2d12', curve: '#facc15', accent: '#ca8a04' },
  motion: 'in-place',
  Scenery,
  Artwork,
}
