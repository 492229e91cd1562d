import { dataOf, eventDetails, finishedEvent, sportsEvent, type FinishedEventView, type SportsEventView } from '@9ja/contract'
import { z } from 'zod'
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { WALLET_URL } from '../../support/urls.ts'
import { advanceClock, platformNow } from '../../support/clock.ts'

/**
 * The virtual sports as the wallet-service publishes them, read straight from its public API with the
 * contract's schemas: what the pages must show. The platform under test runs the games on a fast
 * schedule (global-setup.ts).
 */
async function getData<T extends Parameters<typeof dataOf>[0]>(path: string, schema: T) {
  const response = await fetch(`${WALLET_URL}${path}`)
  expect(response.status, path).toBe(200)
  return dataOf(schema, await response.json())
}

export const upcomingEvents = (slug: string, markets?: string) =>
  getData(`/games/sports/${slug}/events${markets ? `?markets=${markets}` : ''}`, z.array(sportsEvent))
export const eventOf = (slug: string, eventId: number) => getData(`/games/sports/${slug}/events/${eventId}`, eventDetails)
export const resultsOf = (slug: string, limit = 20) => getData(`/games/sports/${slug}/results?limit=${limit}`, z.array(finishedEvent))

type WithParticipants = { participants: SportsEventView['participants'] }

/** A race's runners (none for a match). */
export const runnersOf = (event: WithParticipants) => ('runners' in event.participants ? event.participants.runners : [])

/** A match's two clubs (a race has none: a test that asks about one has gone wrong). */
export function clubsOf(event: WithParticipants) {
  if (!('home' in event.participants)) throw new Error('not a match: it has runners, not clubs')
  return event.participants
}

/** Waits (polling the API) until `find` picks something from the upcoming events. */
export async function waitForEvents<T>(slug: string, find: (events: SportsEventView[]) => T | undefined, timeout = 80_000): Promise<T> {
  let found: T | undefined
  await expect
    .poll(
      async () => {
        found = find(await upcomingEvents(slug))
        return found !== undefined
      },
      { timeout, interval: 500 },
    )
    .toBe(true)
  return found!
}

/** Whether the event takes bets for at least `forMs` more: a page opened now has time to use its prices. */
export const takesBetsFor = (event: Pick<SportsEventView, 'status' | 'bettingClosesAt'>, forMs: number) =>
  event.status === 'open' && Date.parse(event.bettingClosesAt) - platformNow() > forMs

/** The first upcoming event still taking bets (the one a page shows first), when it takes them for at least `forMs` more. */
export function openFor(events: SportsEventView[], forMs: number): SportsEventView | undefined {
  const first = events.find((event) => event.status === 'open' && Date.parse(event.bettingClosesAt) > platformNow())
  return first && takesBetsFor(first, forMs) ? first : undefined
}

/**
 * Moves the platform's clock to just after the start of the game's next event (the next that `wanted`
 * picks, if given), so a test that needs a live event has one at once instead of waiting out the
 * schedule. The clock moves for every file: only the serial group's files may call it
 * (vitest.config.ts). Open the page after it: a page follows the server's clock as it was when it loaded.
 */
export async function startNextEvent(slug: string, wanted: (event: SportsEventView) => boolean = () => true): Promise<SportsEventView> {
  const next = (await upcomingEvents(slug)).find((event) => Date.parse(event.startsAt) > platformNow() && wanted(event))
  if (!next) throw new Error(`no upcoming ${slug} event to start`)
  await advanceClock(Date.parse(next.startsAt) - platformNow() + 500)
  return next
}

/** A finished event of the game (waits for one to finish). */
export async function finishedEventOf(slug: string, timeout = 90_000): Promise<FinishedEventView> {
  let found: FinishedEventView | undefined
  await expect
    .poll(
      async () => {
        found = (await resultsOf(slug, 5)).find((event) => event.status === 'finished')
        return found !== undefined
      },
      { timeout, interval: 1000 },
    )
    .toBe(true)
  return found!
}

/** No part of the page reaches past the viewport's right edge; a failure names the innermost elements that do. */
export async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => {
    const width = document.documentElement.clientWidth
    const past = document.documentElement.scrollWidth - width
    if (past <= 0) return { past, reaching: [] }
    const reaching = [...document.querySelectorAll('body *')].filter((element) => element.getBoundingClientRect().right > width + 0.5)
    const innermost = reaching.filter((element) => !reaching.some((other) => other !== element && element.contains(other)))
    return {
      past,
      reaching: innermost.slice(0, 5).map((element) => {
        const name = [element.tagName.toLowerCase(), ...element.classList].join('.')
        const text = (element.textContent ?? '').trim().slice(0, 60)
        return `${name} "${text}" (right edge ${Math.round(element.getBoundingClientRect().right)} px)`
      }),
    }
  })
  expect(
    overflow.past,
    `the page is ${overflow.past} px wider than its ${page.viewportSize()?.width} px viewport: ${overflow.reaching.join('; ')}`,
  ).toBeLessThanOrEqual(0)
}

export type FrameTimes = { frames: number; p50: number; p95: number; max: number; scriptMsPerFrame: number }

/**
 * Frame times of the page for `durationMs` with the CPU slowed `throttle` times (Chromium's DevTools
 * throttling, as a cheap phone): the intervals between animation frames, and the main thread's
 * script, style and layout time per frame (DevTools' Performance metrics).
 */
export async function measureFrames(page: Page, durationMs: number, throttle = 4): Promise<FrameTimes> {
  const session = await page.context().newCDPSession(page)
  await session.send('Performance.enable')
  await session.send('Emulation.setCPUThrottlingRate', { rate: throttle })
  const metric = async () => {
    const { metrics } = await session.send('Performance.getMetrics')
    const value = (name: string) => metrics.find((entry) => entry.name === name)?.value ?? 0
    return value('ScriptDuration') + value('RecalcStyleDuration') + value('LayoutDuration')
  }
  try {
    const before = await metric()
    const intervals = await page.evaluate(
      (duration) =>
        new Promise<number[]>((resolve) => {
          const times: number[] = []
          const step = (time: number) => {
            times.push(time)
            if (time - times[0]! < duration) requestAnimationFrame(step)
            else resolve(times.slice(1).map((at, index) => at - times[index]!))
          }
          requestAnimationFrame(step)
        }),
      durationMs,
    )
    const mainThreadSeconds = (await metric()) - before
    const sorted = [...intervals].sort((a, b) => a - b)
    const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!
    return {
      frames: intervals.length,
      p50: at(0.5),
      p95: at(0.95),
      max: sorted[sorted.length - 1]!,
      scriptMsPerFrame: (mainThreadSeconds * 1000) / Math.max(1, intervals.length),
    }
  } finally {
    await session.send('Emulation.setCPUThrottlingRate', { rate: 1 })
    await session.detach()
  }
}
