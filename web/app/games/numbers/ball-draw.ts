/**
 * The ball draw as a pure function of the drawn numbers and the server's time: the balls come out
 * one by one, evenly spread over the draw (from its `drawsAt` to its `endsAt`), the last one a
 * step before the end so the player sees the whole draw before it settles. Every browser showing the
 * draw shows the same balls at the same instant, and a page opened half-way starts half-way.
 */

/** The interval between balls: the draw split in one step more than there are balls. */
function stepMs(count: number, drawsAt: number, endsAt: number): number {
  return Math.max(0, endsAt - drawsAt) / (count + 1)
}

/** How many of `count` balls are out at server time `now` (epoch ms). */
export function ballsOut(count: number, drawsAt: number, endsAt: number, now: number): number {
  if (count <= 0 || now < drawsAt) return 0
  const step = stepMs(count, drawsAt, endsAt)
  if (step === 0) return count
  return Math.min(count, Math.floor((now - drawsAt) / step))
}

/** When the next ball comes out (server time, epoch ms), or null once every ball is out. */
export function nextBallAt(count: number, drawsAt: number, endsAt: number, now: number): number | null {
  const out = ballsOut(count, drawsAt, endsAt, now)
  if (out >= count) return null
  return drawsAt + Math.ceil((out + 1) * stepMs(count, drawsAt, endsAt))
}
