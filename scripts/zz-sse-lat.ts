import { createEventBus } from '@9ja/live/node'
import { openSse } from './lib/sse-client.ts'
await new Promise((r) => setTimeout(r, 2500))
const bus = createEventBus({ REDIS_URL: 'redis://127.0.0.1:6379' })
const now = () => new Date().toISOString()
const rid = Math.floor(Date.now() / 1000)
const lat: Record<number, number[]> = {}
const conns = []
for (let c = 0; c < 50; c++)
  conns.push(
    await openSse('http://127.0.0.1:3795/live/crash/jet-crash', {
      onMessage: (m) => {
        const at = /"at":"([^"]+)"/.exec(m.data)?.[1]
        if (at) (lat[m.data.length] ??= []).push(Date.now() - Date.parse(at))
      },
    }),
  )
await bus.publish(
  'crash.jet-crash',
  JSON.stringify({ type: 'round-opened', game: 'jet-crash', roundId: rid, at: now(), bettingEndsAt: now(), history: [] }),
)
await new Promise((r) => setTimeout(r, 300))
for (const n of [1, 5, 10, 20, 50]) {
  const bets = Array.from({ length: n }, (_, i) => ({
    betId: rid * 1000 + n * 100 + i,
    player: 'Ch***u',
    amount: 100,
    autoCashOut: null,
    cashedOutAt: null,
    win: null,
  }))
  const totals = { betCount: n, totalStake: n * 100, totalsVersion: n }
  await bus.publish('crash.jet-crash', JSON.stringify({ type: 'bets-placed', game: 'jet-crash', roundId: rid, at: now(), bets, ...totals }))
  await new Promise((r) => setTimeout(r, 300))
}
for (const [k, v] of Object.entries(lat)) console.log(k, Math.max(...v), v.length)
for (const c of conns) c.close()
await bus.close()
