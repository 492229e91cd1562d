import { sql } from '@payloadcms/db-postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { loadMigrations, paragraph, startTestCms, type TestCms } from './support/testCms'

const migrationName = '20261206_191201_content_in_five_languages'

let cms: TestCms

/** A database as it was before content had languages: its texts in the documents' own columns. */
beforeAll(async () => {
  cms = await startTestCms({
    migrations: (all) =>
      all.slice(
        0,
        all.findIndex((migration) => migration.name === migrationName),
      ),
  })
  const run = (statement: ReturnType<typeof sql>) => cms.payload.db.drizzle.execute(statement)
  await run(sql`INSERT INTO faqs (id, category, title, content, "order", updated_at, created_at)
    VALUES (1, 'account-and-login', 'How do I create an account?', ${JSON.stringify(paragraph('Tap Sign Up.'))}::jsonb, 1, now(), now())`)
  await run(sql`INSERT INTO legal_rules (id, _status, title, body, last_updated, updated_at, created_at)
    VALUES (1, 'published', 'Rules', ${JSON.stringify(paragraph('One account per player.'))}::jsonb, '2026-11-01', now(), now())`)
  await run(sql`INSERT INTO _legal_rules_v (version_title, version_body, version__status, version_last_updated, latest, updated_at, created_at)
    VALUES ('Rules', ${JSON.stringify(paragraph('One account per player.'))}::jsonb, 'published', '2026-11-01', true, now(), now())`)
  await run(sql`INSERT INTO site_settings (id, brand_name, company_name, support_email, phone, handle, age_banner, updated_at, created_at)
    VALUES (1, '9ja Lottery', '9ja Lottery Gaming Limited', 'support@9jalottery.ng', '+234 700 952 5688', '@9jalottery', 'Strictly 18+.', now(), now())`)
  await cms.payload.db.migrate({ migrations: await loadMigrations() })
})

afterAll(async () => {
  await cms?.close()
})

describe('the migration to content in five languages', () => {
  it('keeps every existing text, as the English text', async () => {
    const faq = await cms.payload.findByID({ collection: 'faqs', id: 1, locale: 'en', fallbackLocale: false })
    expect(faq.title).toBe('How do I create an account?')
    expect(faq.contentHtml).toContain('Tap Sign Up.')
    const rules = await cms.payload.findGlobal({ slug: 'legal-rules', locale: 'en', fallbackLocale: false })
    expect(rules).toMatchObject({ title: 'Rules', _status: 'published' })
    expect(rules.bodyHtml).toContain('One account per player.')
    const history = await cms.payload.findGlobalVersions({ slug: 'legal-rules', locale: 'en' })
    expect(history.docs.map((doc) => doc.version.title)).toEqual(['Rules'])
    const settings = await cms.payload.findGlobal({ slug: 'site-settings', locale: 'en' })
    expect(settings.ageBanner).toBe('Strictly 18+.')
  })

  it('answers the other languages with the English text until one is written', async () => {
    const faq = await cms.rest('GET', '/faqs/1?locale=ha&fallback-locale=en')
    expect(faq.body).toMatchObject({ title: 'How do I create an account?', textLanguage: 'en' })
    const rules = await cms.rest('GET', '/globals/legal-rules?locale=ig')
    expect(rules.body).toMatchObject({ title: 'Rules', textLanguage: 'en' })
  })
})
