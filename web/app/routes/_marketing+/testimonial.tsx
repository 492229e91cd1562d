import { json } from '@remix-run/node'
import { useLoaderData, type MetaFunction } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { ContentUnavailable } from '#app/components/content/ContentUnavailable.tsx'
import { getTestimonials, getTrustedLogos } from '#app/content/cms.server.ts'

export const meta: MetaFunction = () => [{ title: 'Testimonials | 9ja Lottery' }]

export async function loader() {
  const [testimonials, logos] = await Promise.all([getTestimonials(), getTrustedLogos()])
  return json({ testimonials: testimonials.value, logos: logos.value })
}

export default function TestimonialPage() {
  const { testimonials, logos } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  return (
    <main className="page" data-testid="testimonial-page">
      <h1>{t('testimonials.title')}</h1>
      {testimonials ? (
        <ul className="video-grid">
          {testimonials.map((testimonial) => (
            <li key={testimonial.id} className="video-card">
              <div className="video-frame">
                <iframe
                  src={testimonial.videoUrl}
                  title={testimonial.title}
                  width="560"
                  height="315"
                  loading="lazy"
                  allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
                  referrerPolicy="strict-origin-when-cross-origin"
                  allowFullScreen
                />
              </div>
              <p className="video-title">{testimonial.title}</p>
            </li>
          ))}
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
