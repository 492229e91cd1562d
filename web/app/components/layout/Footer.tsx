import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import type { SiteSettings } from '#app/content/cms.server.ts'
import { CardPaymentLogo } from './CardPaymentLogo.tsx'

export function Footer({ siteSettings }: { siteSettings: SiteSettings | null }) {
  const { t } = useTranslation()
  const company = siteSettings?.companyName ?? t('brand')
  return (
    <footer className="site-footer">
      <div className="footer-grid">
        <section>
          <h2 className="footer-heading">{t('footer.getTheApp')}</h2>
          {/* The app installs from the site itself (the install page); no store lists it. */}
          <ul className="footer-list">
            <li>
              <Link className="store-badge" to="/app#android">
                {t('footer.installAndroid')}
              </Link>
            </li>
            <li>
              <Link className="store-badge" to="/app#iphone">
                {t('footer.installIphone')}
              </Link>
            </li>
          </ul>
          <h2 className="footer-heading">{t('footer.payments')}</h2>
          <CardPaymentLogo label={t('footer.cardPayments')} />
        </section>
        <section>
          <h2 className="footer-heading">{t('footer.legal')}</h2>
          <ul className="footer-list">
            <li>
              <Link to="/terms">{t('nav.terms')}</Link>
            </li>
            <li>
              <Link to="/privacy">{t('nav.privacy')}</Link>
            </li>
            <li>
              <Link to="/rules">{t('nav.rules')}</Link>
            </li>
          </ul>
        </section>
        <section>
          <h2 className="footer-heading">{t('footer.support')}</h2>
          <ul className="footer-list">
            <li>
              <Link to="/contact">{t('nav.contact')}</Link>
            </li>
            <li>
              <Link to="/faq">{t('nav.faqs')}</Link>
            </li>
            <li>
              <Link to="/how2play">{t('nav.howToPlay')}</Link>
            </li>
            <li>
              <Link to="/testimonial">{t('footer.testimonials')}</Link>
            </li>
            {siteSettings ? (
              <li>
                <a href={`mailto:${siteSettings.supportEmail}`}>{siteSettings.supportEmail}</a>
              </li>
            ) : null}
          </ul>
        </section>
      </div>
      <p className="footer-note">{t('footer.responsible')}</p>
      <p className="footer-note">{t('footer.copyright', { year: new Date().getFullYear(), company })}</p>
    </footer>
  )
}
