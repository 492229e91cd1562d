/**
 * The carousel's behaviour in plain DOM code with no imports and no outside references, so the same
 * function runs in two ways: inlined as a tiny <script> on the server-rendered /home (which ships no
 * framework JavaScript, see routes/_marketing+/home.tsx), and from a React effect when /home is reached by a
 * client-side navigation. Returns a cleanup function.
 */
export function enhanceCarousel(root: HTMLElement, autoplayMs: number): () => void {
  const track = root.querySelector<HTMLElement>('.carousel-track')
  const slides = Array.from(track?.children ?? []) as HTMLElement[]
  const dots = Array.from(root.querySelectorAll<HTMLElement>('.carousel-dot'))
  const count = slides.length
  if (!track || count < 2) return () => {}

  let current = 0
  let timer: ReturnType<typeof setInterval> | undefined

  function show(index: number) {
    current = ((index % count) + count) % count
    track!.style.transform = `translateX(-${current * 100}%)`
    slides.forEach((slide, slideIndex) => {
      slide.setAttribute('aria-hidden', String(slideIndex !== current))
      slide.querySelector('a')?.setAttribute('tabindex', slideIndex === current ? '0' : '-1')
    })
    dots.forEach((dot, dotIndex) => dot.setAttribute('aria-current', String(dotIndex === current)))
  }
  function stop() {
    if (timer !== undefined) clearInterval(timer)
    timer = undefined
  }
  function start() {
    stop()
    timer = setInterval(() => show(current + 1), autoplayMs)
  }
  function onClick(event: Event) {
    const button = (event.target as HTMLElement).closest<HTMLElement>('[data-carousel-step],[data-carousel-index]')
    if (!button) return
    const step = button.getAttribute('data-carousel-step')
    show(step === null ? Number(button.getAttribute('data-carousel-index')) : current + Number(step))
  }

  root.addEventListener('click', onClick)
  // Autoplay pauses while the visitor points at or focuses the carousel.
  root.addEventListener('mouseenter', stop)
  root.addEventListener('mouseleave', start)
  root.addEventListener('focusin', stop)
  root.addEventListener('focusout', start)
  start()

  return () => {
    stop()
    root.removeEventListener('click', onClick)
    root.removeEventListener('mouseenter', stop)
    root.removeEventListener('mouseleave', start)
    root.removeEventListener('focusin', stop)
    root.removeEventListener('focusout', start)
  }
}

/** How long each slide stays before the next (spec section 4). */
export const CAROUSEL_AUTOPLAY_MS = 2000

/**
 * The inline script of the server-rendered carousel, one fixed text: the Content-Security-Policy
 * allows it by its hash (utils/security-headers.server.ts), since the cached /home carries no nonce.
 */
export const CAROUSEL_INLINE_SCRIPT = `(${enhanceCarousel.toString()})(document.currentScript.parentElement,${CAROUSEL_AUTOPLAY_MS})`
