import { COURSE, LINE_X } from './race-motion.ts'
import type { RaceTheme } from './theme.ts'

/** A stadium outline at `radius` from the bends' centres, as one path. */
export function stadiumPath(radius: number): string {
  const { centreX, centreY, halfStraight } = COURSE
  const left = centreX - halfStraight
  const right = centreX + halfStraight
  return `M${left} ${centreY + radius} H${right} A${radius} ${radius} 0 0 0 ${right} ${centreY - radius} H${left} A${radius} ${radius} 0 0 0 ${left} ${centreY + radius} Z`
}

/** The course every race game runs on, in its theme's colours: the surface, the rails and the finishing line. */
export function Course({ theme }: { theme: RaceTheme }) {
  const { colours, Scenery } = theme
  return (
    <g>
      <rect width={COURSE.width} height={COURSE.height} fill={colours.ground} />
      <path d={stadiumPath(COURSE.outerRadius + 4)} fill={colours.track} />
      <path d={stadiumPath(COURSE.railRadius - 4)} fill={colours.infield} />
      <path d={stadiumPath(COURSE.outerRadius + 4)} fill="none" stroke={colours.rail} strokeWidth="2" />
      <path d={stadiumPath(COURSE.railRadius - 4)} fill="none" stroke={colours.rail} strokeWidth="2" />
      <Scenery />
      <line
        x1={LINE_X}
        x2={LINE_X}
        y1={COURSE.centreY + COURSE.railRadius - 4}
        y2={COURSE.centreY + COURSE.outerRadius + 4}
        stroke={colours.line}
        strokeWidth="3"
        strokeDasharray="3 3"
      />
    </g>
  )
}
