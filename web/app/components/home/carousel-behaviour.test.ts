import { JSDOM } from 'jsdom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { enhanceCarousel } from './carousel-behaviour.ts'

function carouselMarkup(slideCount: number) {
  const slides = Array.from({ length: slideCount }, (_, i) => `<li><a href="/s${i}">${i}</a></li>`).join('')
  const dots = Array.from({ length: slideCount }, (_, i) => `<button class="carousel-dot" data-carousel-index="${i}"></button>`).join('')
  const dom = new JSDOM(
    `<section id="c"><ul class="carousel-track">${slides}</ul>
     <button id="prev" data-carousel-step="-1"></button><button id="next" data-carousel-step="1"></button>${dots}</section>`,
  )
  const root = dom.window.document.getElementById('c')!
  const track = root.querySelector<HTMLElement>('.carousel-track')!
  const click = (selector: string) => root.querySelector(selector)!.dispatchEvent(new dom.window.MouseEvent('click', { bubbles: true }))
  const currentDot = () =>
    Array.from(root.querySelectorAll('.carousel-dot')).findIndex((dot) => dot.getAttribute('aria-current') === 'true')
  return { dom, root, track, click, currentDot }
}

describe('enhanceCarousel', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('advances one slide every autoplay interval and wraps after the last', () => {
    const { root, track, currentDot } = carouselMarkup(7)
    const cleanup = enhanceCarousel(root, 2000)
    vi.advanceTimersByTime(1999)
    expect(track.style.transform).toBe('')
    vi.advanceTimersByTime(1)
    expect(track.style.transform).toBe('translateX(-100%)')
    expect(currentDot()).toBe(1)
    vi.advanceTimersByTime(2000 * 6)
    expect(track.style.transform).toBe('translateX(-0%)')
    cleanup()
  })

  it('moves with the arrows and dots, wrapping backwards from the first slide', () => {
    const { root, track, click, currentDot } = carouselMarkup(7)
    const cleanup = enhanceCarousel(root, 2000)
    click('#prev')
    expect(track.style.transform).toBe('translateX(-600%)')
    click('#next')
    expect(currentDot()).toBe(0)
    click('[data-carousel-index="4"]')
    expect(track.style.transform).toBe('translateX(-400%)')
    expect(root.querySelectorAll('li')[4]!.getAttribute('aria-hidden')).toBe('false')
    cleanup()
  })

  it('pauses while the pointer is over the carousel', () => {
    const { dom, root, track } = carouselMarkup(3)
    const cleanup = enhanceCarousel(root, 2000)
    root.dispatchEvent(new dom.window.MouseEvent('mouseenter'))
    vi.advanceTimersByTime(10_000)
    expect(track.style.transform).toBe('')
    root.dispatchEvent(new dom.window.MouseEvent('mouseleave'))
    vi.advanceTimersByTime(2000)
    expect(track.style.transform).toBe('translateX(-100%)')
    cleanup()
  })

  it('does nothing with a single slide (a still picture)', () => {
    const { root, track } = carouselMarkup(1)
    enhanceCarousel(root, 2000)
    vi.advanceTimersByTime(10_000)
    expect(track.style.transform).toBe('')
  })
})
