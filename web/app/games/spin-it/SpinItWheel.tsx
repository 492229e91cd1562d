import { SEGMENT_DEGREES, SPIN_IT_SEGMENT_LABELS } from './segments.ts'

const COLOURS = { win: '#008751', lose: '#1e293b', again: '#f5b700' }
const RADIUS = 150

/** Segment i is centred 15·i + 2 degrees clockwise from the top, so rotating to 1800 − 15i − 2 brings it under the pointer. */
function segmentPath(index: number) {
  const centre = SEGMENT_DEGREES * index + 2
  const toPoint = (degrees: number) => {
    const radians = ((degrees - 90) * Math.PI) / 180
    return `${(RADIUS + RADIUS * Math.cos(radians)).toFixed(2)} ${(RADIUS + RADIUS * Math.sin(radians)).toFixed(2)}`
  }
  return `M ${RADIUS} ${RADIUS} L ${toPoint(centre - 7.5)} A ${RADIUS} ${RADIUS} 0 0 1 ${toPoint(centre + 7.5)} Z`
}

export function SpinItWheel({ rotation, animate, durationMs }: { rotation: number; animate: boolean; durationMs: number }) {
  return (
    <div className="spin-wheel">
      <div className="spin-wheel-pointer" aria-hidden="true" />
      <svg
        viewBox={`0 0 ${RADIUS * 2} ${RADIUS * 2}`}
        role="img"
        aria-label="Spin It wheel"
        data-testid="spin-wheel"
        data-rotation={rotation}
        style={{
          transform: `rotate(${rotation}deg)`,
          transition: animate ? `transform ${durationMs}ms ease-in-out` : 'none',
        }}
      >
        {SPIN_IT_SEGMENT_LABELS.map((label, index) => {
          const kind = label === 'lose' ? 'lose' : label === 'spin-again' ? 'again' : 'win'
          const centre = SEGMENT_DEGREES * index + 2
          return (
            <g key={index}>
              <path d={segmentPath(index)} fill={index % 2 && kind === 'lose' ? '#334155' : COLOURS[kind]} stroke="#fff" strokeWidth="1" />
              <text
                x={RADIUS}
                y={28}
                transform={`rotate(${centre} ${RADIUS} ${RADIUS})`}
                textAnchor="middle"
                fontSize={label === 'spin-again' ? 9 : 12}
                fontWeight="700"
                fill={kind === 'again' ? '#0f172a' : '#fff'}
              >
                {label === 'spin-again' ? 'FREE' : label === 'lose' ? '✕' : label}
              </text>
            </g>
          )
        })}
        <circle cx={RADIUS} cy={RADIUS} r="22" fill="#f5b700" stroke="#fff" strokeWidth="4" />
      </svg>
    </div>
  )
}
