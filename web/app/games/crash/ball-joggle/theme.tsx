import type { CrashTheme } from '../theme.ts'

/** A floodlit pitch at night: the ball is kept up higher and higher by the juggler, and drops at the crash. */
function Scenery() {
  return (
    <g>
      {[60, 340].map((x) => (
        <g key={x} opacity="0.55">
          <rect x={x - 2} y="40" width="4" height="150" fill="#94a3b8" />
          <rect x={x - 14} y="30" width="28" height="12" rx="2" fill="#fef9c3" />
        </g>
      ))}
      <rect x="0" y="190" width="400" height="30" fill="#166534" />
      {[0, 80, 160, 240, 320].map((x) => (
        <rect key={x} x={x} y="190" width="40" height="30" fill="#15803d" />
      ))}
      <line x1="0" y1="190" x2="400" y2="190" stroke="#f0fdf4" strokeWidth="2" />
    </g>
  )
}

/** The juggler in the green and white, keeping the ball up with the right foot. */
function Player() {
  return (
    <g className="joggle-player" stroke="#052e16" strokeWidth="1.2" strokeLinejoin="round">
      <ellipse cx="152" cy="190" rx="22" ry="3.5" fill="#052e16" opacity="0.45" stroke="none" />
      {/* Standing leg: thigh, white sock, boot. */}
      <path d="M144 150 L142 170 L148 170 L150 150 Z" fill="#7c2d12" />
      <path d="M141.5 170 L141 184 L148 184 L148 170 Z" fill="#f8fafc" />
      <path d="M139 184 H150 Q153 184 153 188 V190 H139 Z" fill="#111827" />
      {/* Kicking leg, swinging up at the knee. */}
      <g className="joggle-kick">
        <path d="M152 150 L160 166 L166 163 L158 148 Z" fill="#7c2d12" />
        <path d="M160 166 L172 176 L176 171 L166 163 Z" fill="#f8fafc" />
        <path d="M172 176 L180 180 Q184 178 182 174 L176 171 Z" fill="#111827" />
      </g>
      {/* Shorts, jersey with its number, arms out for balance. */}
      <path d="M141 140 H161 L163 154 H153 L151 148 L149 154 H139 Z" fill="#f8fafc" />
      <path d="M140 114 Q151 108 162 114 L164 142 H138 Z" fill="#008751" />
      <path d="M140 116 L128 132 L132 135 L142 124 Z" fill="#008751" />
      <path d="M162 116 L174 130 L170 134 L160 124 Z" fill="#008751" />
      <circle cx="129" cy="134" r="2.5" fill="#7c2d12" />
      <circle cx="173" cy="133" r="2.5" fill="#7c2d12" />
      <text x="151" y="133" textAnchor="middle" fontSize="11" fontWeight="700" fill="#f8fafc" stroke="none">
        9
      </text>
      {/* Head and hair. */}
      <rect x="148" y="104" width="6" height="6" fill="#7c2d12" />
      <circle cx="151" cy="97" r="9" fill="#7c2d12" />
      <path d="M142 95 Q143 86 151 86 Q160 86 160 95 Q156 90 151 90 Q146 90 142 95 Z" fill="#111827" />
    </g>
  )
}

function Artwork() {
  return (
    <g>
      <Player />
      <g className="joggle-lift">
        <g className="joggle-ball">
          <circle cx="186" cy="160" r="10" fill="#f8fafc" stroke="#111827" strokeWidth="1.5" />
          <path d="M186 155 L190.5 158.3 L188.8 163.6 L183.2 163.6 L181.5 158.3 Z" fill="#111827" />
          <path
            d="M186 150 V155 M195.5 157 L190.5 158.3 M192 168 L188.8 163.6 M180 168 L183.2 163.6 M176.5 157 L181.5 158.3"
            stroke="#111827"
          />
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
