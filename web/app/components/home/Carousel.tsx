import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { CarouselSlide } from '#app/content/cms.server.ts'
import { CAROUSEL_AUTOPLAY_MS, CAROUSEL_INLINE_SCRIPT, enhanceCarousel } from './carousel-behaviour.ts'

/** Spec section 9: speed 500 ms, autoplay every 2000 ms (CAROUSEL_AUTOPLAY_MS), 1 slide shown and scrolled. */
export const CAROUSEL_TRANSITION_MS = 500
const SLIDES_TO_SHOW = 1

/**
 * The home page's promo carousel, without a library: a CSS-transformed track. The first slide is in
 * place in the server HTML, so the page reads correctly before (or without) JavaScript. Arrows are
 * hidden under 768 px by the stylesheet. With no more slides than it shows, it is a still picture
 * (spec section 4). `inlineBehaviour` adds the behaviour as an inline script for pages that are not
 * hydrated.
 */
export function Carousel({ slides, inlineBehaviour }: { slides: CarouselSlide[]; inlineBehaviour: boolean }) {
  const { t } = useTranslation()
  const rootRef = useRef<HTMLElement>(null)
  const sliding = slides.length > SLIDES_TO_SHOW

  useEffect(() => {
    if (!sliding || !rootRef.current) return
    return enhanceCarousel(rootRef.current, CAROUSEL_AUTOPLAY_MS)
  }, [sliding, slides])

  if (slides.length === 0) return null

  return (
    <section
      ref={rootRef}
      className={sliding ? 'carousel' : 'carousel carousel-still'}
      aria-roledescription="carousel"
      aria-label={t('home.carouselLabel')}
      data-testid="carousel"
    >
      <div className="carousel-viewport">
        <ul className="carousel-track" style={{ transitionDuration: `${CAROUSEL_TRANSITION_MS}ms` }}>
          {slides.map((slide, index) => (
            <li
              key={slide.id}
              className="carousel-slide"
              aria-roledescription="slide"
              aria-hidden={index !== 0}
              data-testid="carousel-slide"
            >
              <a href={slide.link} tabIndex={index === 0 ? 0 : -1}>
                <img
                  src={slide.image.src}
                  alt={slide.image.alt}
                  width={slide.image.width}
                  height={slide.image.height}
                  loading={index === 0 ? 'eager' : 'lazy'}
                  decoding="async"
                  {...(index === 0 ? { fetchpriority: 'high' } : {})}
                />
              </a>
            </li>
          ))}
        </ul>
      </div>
      {sliding ? (
        <>
          <button
            type="button"
            className="carousel-arrow carousel-arrow-previous"
            aria-label={t('home.previousSlide')}
            data-testid="carousel-previous"
            data-carousel-step="-1"
          >
            ‹
          </button>
          <button
            type="button"
            className="carousel-arrow carousel-arrow-next"
            aria-label={t('home.nextSlide')}
            data-testid="carousel-next"
            data-carousel-step="1"
          >
            ›
          </button>
          <ol className="carousel-dots">
            {slides.map((slide, index) => (
              <li key={slide.id}>
                <button
                  type="button"
                  className="carousel-dot"
                  aria-label={t('home.goToSlide', { number: index + 1 })}
                  aria-current={index === 0}
                  data-carousel-index={index}
                />
              </li>
            ))}
          </ol>
          {inlineBehaviour ? (
            <script
              dangerouslySetInnerHTML={{
                __html: CAROUSEL_INLINE_SCRIPT,
              }}
            />
          ) : null}
        </>
      ) : null}
    </section>
  )
}
