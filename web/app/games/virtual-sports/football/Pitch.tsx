import { GRASS } from './kits.ts'
import { PITCH } from './match-clock.ts'

const LINE = 4
const MID_Y = PITCH.height / 2
/** The pitch is mown in twelve stripes; these, every other one, are the lighter. */
const LIGHT_STRIPES = Array.from({ length: 6 }, (_, index) => 2 * index + 1)

/** The grass and its markings (drawn once: the players and the ball move over them). */
export function Pitch() {
  const stripeWidth = PITCH.width / 12
  return (
    <g>
      <rect width={PITCH.width} height={PITCH.height} fill={GRASS} />
      {LIGHT_STRIPES.map((stripe) => (
        <rect key={stripe} x={stripe * stripeWidth} width={stripeWidth} height={PITCH.height} fill="#ffffff" opacity="0.06" />
      ))}
      <g fill="none" stroke="rgb(255 255 255 / 0.75)" strokeWidth="1">
        <rect x={LINE} y={LINE} width={PITCH.width - 2 * LINE} height={PITCH.height - 2 * LINE} />
        <line x1={PITCH.width / 2} y1={LINE} x2={PITCH.width / 2} y2={PITCH.height - LINE} />
        <circle cx={PITCH.width / 2} cy={MID_Y} r="14" />
        <circle cx={PITCH.width / 2} cy={MID_Y} r="1" fill="rgb(255 255 255 / 0.75)" />
        {[1, -1].map((towards) => (
          <End key={towards} towards={towards} />
        ))}
      </g>
    </g>
  )
}

/** One end of the pitch: the penalty area, the goal area, the penalty spot and the goal; `towards` 1 the left end, -1 the right. */
function End({ towards }: { towards: number }) {
  const goalLine = towards === 1 ? LINE : PITCH.width - LINE
  const box = (depth: number, width: number) => (
    <rect x={towards === 1 ? goalLine : goalLine - depth} y={MID_Y - width / 2} width={depth} height={width} />
  )
  return (
    <g>
      {box(30, 60)}
      {box(10, 28)}
      <circle cx={goalLine + towards * 20} cy={MID_Y} r="0.9" fill="rgb(255 255 255 / 0.75)" />
      <rect x={towards === 1 ? 1 : goalLine} y={MID_Y - 6} width={LINE - 1} height="12" fill="rgb(255 255 255 / 0.35)" stroke="#ffffff" />
    </g>
  )
}
