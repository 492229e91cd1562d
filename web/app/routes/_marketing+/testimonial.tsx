import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { ClickToLoadVideo } from '#app/components/content/ClickToLoadVideo.tsx'
import { ContentUnavailable } from '#app/components/content/ContentUnavailable.tsx'
import { getTestimonials, getTrustedLogos } from '#app/content/cms.server.ts'
import { getLanguage } from '#app/i18n/i18n.server.ts'
import type { PageTitleHandle } from '#app/i18n/PageTitle.tsx'

export const handle = { pageTitle: 'testimonials' } satisfies PageTitleHandle

export async function loader({ request }: LoaderFunctionArgs) {
  const language = getLanguage(request)
  const [testimonials, logos] = await Promise.all([getTestimonials(language), getTrustedLogos(language)])
  return json({ testimonials: testimonials.value, logos: logos.value })
}

export default function TestimonialPage() {
  const { testimonials, logos } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  return (
    <main className="page" data-testid="testimonial-page">
      <h1>{t('testimonials.title')}</h1>
      {testimonials ? (
        <ul className="testimonial-list">
          {testimonials.map((testimonial) => {
            const author = [testimonial.firstName, testimonial.city].filter(Boolean).join(', ')
            return (
              <li key={testimonial.id} className="testimonial-card" data-testid="testimonial">
                <figure>
                  <blockquote>
                    <p>{testimonial.quote}</p>
                  </blockquote>
                  {author ? <figcaption>{author}</figcaption> : null}
                </figure>
                {testimonial.video ? (
                  <ClickToLoadVideo
                    video={testimonial.video}
                    title={t('testimonials.videoOf', { name: testimonial.firstName || t('testimonials.aPlayer') })}
                  />
                ) : null}
              </li>
            )
          })}
        </ul>
      ) : (
        <ContentUnavailable />
      )}
      <section className="trusted-by" data-testid="trusted-by">
        <h2>{t('testimonials.trustedBy')}</h2>
        {logos ? (
          <ul className="logo-strip">
            {logos.map((logo) => (
              <li key={logo.id}>
                <img
                  src={logo.image.src}
                  alt={logo.name}
                  width={logo.image.width}
                  height={logo.image.height}
                  loading="lazy"
                  decoding="async"
                />
              </li>
            ))}
          </ul>
        ) : (
          <ContentUnavailable />
        )}
      </section>
    </main>
  )
}
