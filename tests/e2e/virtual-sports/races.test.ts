import type { RaceResult } from '@9ja/virtual-sports'
import type { Browser, Locator } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage } from '../../support/browser.ts'
import { advanceClock, platformNow } from '../../support/clock.ts'
import { WEB_URL } from '../../support/urls.ts'
import { expectNoHorizontalOverflow, runnersOf, startNextEvent, upcomingEvents } from './sports-support.ts'

/** Live races: the clock is moved to a race's start (the race cards are races-card.test.ts). */
let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => browser.close())

/** Where a runner is along its lane: its layer's transform as it stands (the runners move by animations of it, RaceTrack.tsx). */
const placeOf = (runner: Locator) => runner.evaluate((layer) => getComputedStyle(layer).transform)

/** The runners' numbers in the running order shown. */
const runningOrderShown = (live: Locator) =>
  live
    .getByTestId('vs-running-order')
    .locator('li')
    .evaluateAll((items) => items.map((item) => Number(item.getAttribute('data-number'))))

/** Every runner's number beside its lane and its name whole (not cut off), and the finishing line drawn inside the straight. */
async function expectLanesReadable(live: Locator, runners: { number: number; name: string }[]) {
  const labels = live.getByTestId('vs-lane-label')
  expect(await labels.allTextContents()).toEqual(runners.map((runner) => `${runner.number}${runner.name}`))
  const names = await live.locator('.vs-lane-name').evaluateAll((shown) =>
    shown.map((name) => ({
      text: name.textContent,
      whole: name.scrollWidth <= name.clientWidth + 1 && name.scrollHeight <= name.clientHeight + 1,
      visible: name.getBoundingClientRect().width > 0,
    })),
  )
  for (const name of names) expect(name.whole && name.visible, JSON.stringify(name)).toBe(true)
  const line = (await live.getByTestId('vs-finish-line').boundingBox())!
  const straight = (await live.locator('.vs-straight').boundingBox())!
  expect(line.height).toBeCloseTo(straight.height, 0)
  expect(line.x).toBeGreaterThan(straight.x + straight.width / 2)
  expect(line.x + line.width).toBeLessThan(straight.x + straight.width)
}

/** How the runners crossed the finishing line: the frame (counted from the page's first) on which each one's nose reached it. */
type CrossingLog = { crossings: Record<string, number> }

/** Runs in the page before its own scripts (addInitScript): logs, every frame, each runner's first frame with its nose on the line (to a twentieth of a pixel) or past it. */
function watchFinishingLine() {
  const crossings: CrossingLog['crossings'] = {}
  ;(window as unknown as CrossingLog).crossings = crossings
  let frame = 0
  const look = () => {
    frame++
    const line = document.querySelector('[data-testid="vs-finish-line"]')?.getBoundingClientRect()
    for (const runner of document.querySelectorAll('[data-testid="vs-race-live"] [data-runner]')) {
      const number = runner.getAttribute('data-runner')!
      const nose = runner.querySelector('.vs-runner-sprite')!.getBoundingClientRect().right
      if (line && !(number in crossings) && nose >= line.left + line.width / 2 - 0.05) crossings[number] = frame
    }
    requestAnimationFrame(look)
  }
  requestAnimationFrame(look)
}

describe('a live race', () => {
  it('runs the field to the drawn finishing order, then lists the result', async () => {
    await startNextEvent('dog-race')
    const page = await openPage(browser, { width: 360 })
    await page.addInitScript(watchFinishingLine)
    await page.goto(`${WEB_URL}/virtual-sports/dog-race`)
    const live = page.getByTestId('vs-race-live')
    await live.waitFor({ timeout: 60_000 })
    const eventId = Number(await live.getAttribute('data-event-id'))
    const event = (await upcomingEvents('dog-race')).find((entry) => entry.eventId === eventId)!
    const result = event.result as RaceResult
    const runners = runnersOf(event)
    expect(await live.locator('[data-runner]').count()).toBe(runners.length)
    // Issue 21 item 24: side-on, a lane a runner with its number and name beside it, the finishing line, the running order.
    await expectLanesReadable(live, runners)
    expect((await runningOrderShown(live)).sort()).toEqual(runners.map((runner) => runner.number).sort())
    await expectNoHorizontalOverflow(page)

    // The runners move.
    const token = live.locator(`[data-runner="${result.order[0]}"]`)
    const before = await placeOf(token)
    await expect.poll(() => placeOf(token)).not.toBe(before)

    await page.locator(`[data-testid="vs-finish-order"][data-finished="${runners.length}"]`).waitFor({ timeout: 30_000 })
    const names = result.order.map((number) => runners.find((runner) => runner.number === number)!.name)
    // Each line: the position, the runner's number on its colour, its name.
    expect(await live.getByTestId('vs-finish-order').locator('li').allTextContents()).toEqual(
      names.map((name, at) => `${at + 1}${result.order[at]}${name}`),
    )
    // The field crossed the line in the drawn order (runners a frame apart or less may share a frame), and the running order is the result.
    const crossings = await page.evaluate(() => (window as unknown as CrossingLog).crossings)
    expect(Object.keys(crossings).sort()).toEqual(runners.map((runner) => String(runner.number)).sort())
    const crossed = result.order.map((number) => crossings[number]!)
    expect(crossed).toEqual([...crossed].sort((a, b) => a - b))
    expect(await runningOrderShown(live)).toEqual(result.order)
    const listed = page.locator(`[data-testid="vs-result"][data-event-id="${eventId}"]`)
    await listed.waitFor({ timeout: 20_000 })
    expect(await listed.locator('.vs-podium li').first().textContent()).toContain(names[0])
  })

  it('stands the next race at the start where it will run, so that nothing on the page moves at the off', async () => {
    // A race at least 10 s off, 6 s before its off: any earlier one is over by then.
    const race = (await upcomingEvents('bike-race')).find((event) => Date.parse(event.startsAt) > platformNow() + 10_000)!
    const runners = runnersOf(race)
    await advanceClock(Date.parse(race.startsAt) - platformNow() - 6_000)
    const page = await openPage(browser, { width: 360 })
    await page.addInitScript(() => {
      const shifts: number[] = []
      ;(window as unknown as { shifts: number[] }).shifts = shifts
      new PerformanceObserver((list) => {
        for (const shift of list.getEntries() as Array<PerformanceEntry & { value: number }>) shifts.push(shift.value)
      }).observe({ type: 'layout-shift', buffered: true })
    })
    await page.goto(`${WEB_URL}/virtual-sports/bike-race`)
    const waiting = page.locator(`[data-testid="vs-race-next"][data-event-id="${race.eventId}"]`)
    await waiting.waitFor()
    // The field in the stalls: every lane named, every runner on the start line, a line of the finishing board each.
    await expectLanesReadable(waiting, runners)
    expect(
      new Set(await waiting.locator('[data-runner]').evaluateAll((layers) => layers.map((layer) => getComputedStyle(layer).transform))),
    ).toEqual(new Set(['matrix(1, 0, 0, 1, 0, 0)']))
    expect(await waiting.getByTestId('vs-finish-order').locator('li').count()).toBe(runners.length)
    const before = (await waiting.boundingBox())!
    const cardTop = () => page.getByTestId('vs-race-card').evaluate((card) => card.getBoundingClientRect().top + window.scrollY)
    const cardBefore = await cardTop()
    await page.locator(`[data-testid="vs-race-live"][data-event-id="${race.eventId}"]`).waitFor({ timeout: 30_000 })
    const after = (await page.getByTestId('vs-race-live').boundingBox())!
    expect([after.y, after.height]).toEqual([before.y, before.height])
    expect(await cardTop()).toBe(cardBefore)
    expect(
      await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.reduce((sum, shift) => sum + shift, 0)),
    ).toBeLessThan(0.01)
  })

  it('under reduced motion keeps the runners at the start and still fills the finishing order', async () => {
    await startNextEvent('car-race')
    const page = await openPage(browser, { width: 1280 })
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto(`${WEB_URL}/virtual-sports/car-race`)
    const live = page.getByTestId('vs-race-live')
    await live.waitFor({ timeout: 90_000 })
    const positions = () => live.locator('[data-runner]').evaluateAll((tokens) => tokens.map((token) => getComputedStyle(token).transform))
    // Once the page runs it knows the preference and puts every runner on the start line (one x for all lanes); from then on nothing moves.
    await expect
      .poll(async () => new Set((await positions()).map((transform) => /^matrix\(1, 0, 0, 1, ([-\d.]+), 0\)$/.exec(transform)?.[1])).size)
      .toBe(1)
    const atStart = await positions()
    expect(new Set(atStart)).toEqual(new Set(['matrix(1, 0, 0, 1, 0, 0)']))
    await page.locator('[data-testid="vs-finish-order"]:not([data-finished="0"])').waitFor({ timeout: 30_000 })
    expect(await positions()).toEqual(atStart)
    // The running order still follows the race to its result.
    const eventId = Number(await live.getAttribute('data-event-id'))
    const event = (await upcomingEvents('car-race')).find((entry) => entry.eventId === eventId)!
    const result = event.result as RaceResult
    await page.locator(`[data-testid="vs-finish-order"][data-finished="${result.order.length}"]`).waitFor({ timeout: 30_000 })
    expect(await runningOrderShown(live)).toEqual(result.order)
    expect(await positions()).toEqual(atStart)
  })

  it('fits a twelve-runner field on a phone and a wide screen, every name whole', async () => {
    const race = await startNextEvent('horse-race', (event) => runnersOf(event).length === 12)
    const runners = runnersOf(race)
    // Both widths at once: the race is over in seconds.
    const pages = await Promise.all([360, 1280].map((width) => openPage(browser, { width })))
    await Promise.all(pages.map((page) => page.goto(`${WEB_URL}/virtual-sports/horse-race`)))
    for (const page of pages) {
      const live = page.locator(`[data-testid="vs-race-live"][data-event-id="${race.eventId}"]`)
      await live.waitFor({ timeout: 60_000 })
      await expectLanesReadable(live, runners)
      expect(await runningOrderShown(live)).toHaveLength(12)
      // Beside the straight on a wide screen the running order names the runners too; on a phone the lanes do.
      const nameWidth = await live
        .locator('.vs-running-name')
        .first()
        .evaluate((name) => name.getBoundingClientRect().width)
      expect(nameWidth > 1).toBe(page.viewportSize()!.width >= 768)
      await expectNoHorizontalOverflow(page)
    }
  })
})
