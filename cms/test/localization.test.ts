import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { oneLanguageMessage, publishRefusedMessage, restoreDraftLiveMessage } from '../src/globals/Legal/hooks/refusePublishWithoutApproval'
import { NotWrittenNote } from '../src/localization/NotWrittenNote'
import { paragraph, startTestCms, type TestCms } from './support/testCms'

const people = {
  editor: { email: 'editor@example.ng', password: 'Editor#test1', roles: ['editor' as const] },
  compliance: { email: 'compliance@example.ng', password: 'Comply#test1', roles: ['compliance' as const] },
}

let cms: TestCms
const tokens = { editor: '', compliance: '' }

beforeAll(async () => {
  cms = await startTestCms()
  for (const person of Object.values(people)) await cms.payload.create({ collection: 'users', data: person })
  tokens.editor = await cms.login(people.editor.email, people.editor.password)
  tokens.compliance = await cms.login(people.compliance.email, people.compliance.password)
  await cms.payload.updateGlobal({
    slug: 'legal-rules',
    data: { title: 'Rules', body: paragraph('One account per player.'), lastUpdated: '2026-11-01', _status: 'published' },
  })
})

afterAll(async () => {
  await cms?.close()
})

const publicRules = async (locale: string) => (await cms.rest('GET', `/globals/legal-rules?locale=${locale}&fallback-locale=en`)).body

describe('content in the five languages', () => {
  let faqId: number

  it('answers a text written in Yoruba in Yoruba, and in English where it is not written', async () => {
    const created = await cms.rest('POST', '/faqs?locale=en', {
      token: tokens.editor,
      body: { category: 'platform-and-access', title: 'Do I need an app?', content: paragraph('No app download is needed.'), order: 1 },
    })
    expect(created.status).toBe(201)
    faqId = created.body.doc.id
    const yoruba = await cms.rest('PATCH', `/faqs/${faqId}?locale=yo`, {
      token: tokens.editor,
      body: { title: 'Ṣé mo nílò áàpù?', content: paragraph('O kò nílò láti gba áàpù kankan sílẹ̀.') },
    })
    expect(yoruba.status).toBe(200)

    const inYoruba = (await cms.rest('GET', '/faqs?locale=yo&fallback-locale=en')).body.docs[0]
    expect(inYoruba).toMatchObject({ title: 'Ṣé mo nílò áàpù?', textLanguage: 'yo', category: 'platform-and-access' })
    expect(inYoruba.contentHtml).toContain('O kò nílò láti gba áàpù kankan sílẹ̀.')

    const inIgbo = (await cms.rest('GET', '/faqs?locale=ig&fallback-locale=en')).body.docs[0]
    expect(inIgbo).toMatchObject({ title: 'Do I need an app?', textLanguage: 'en' })
    expect(inIgbo.contentHtml).toContain('No app download is needed.')

    const inEnglish = (await cms.rest('GET', '/faqs?locale=en')).body.docs[0]
    expect(inEnglish).toMatchObject({ title: 'Do I need an app?', textLanguage: 'en' })
  })

  it('tells an editor in the admin which languages a document is not written in, from what is stored', async () => {
    const note = (locale: string) =>
      NotWrittenNote({
        id: faqId,
        collectionSlug: 'faqs',
        fieldNames: ['title', 'content'],
        payload: cms.payload,
        req: { locale } as never,
      } as never)
    const igbo = await note('ig')
    expect(igbo?.props.children).toBe('Not yet written in Igbo: players see the English text.')
    expect(await note('yo')).toBeNull()
    expect(await note('en')).toBeNull()
  })

  it('tells an editor a legal page is not written in Hausa from its latest draft', async () => {
    const note = (locale: string) =>
      NotWrittenNote({ globalSlug: 'legal-rules', fieldNames: ['title', 'body'], payload: cms.payload, req: { locale } as never } as never)
    expect((await note('ha'))?.props.children).toBe('Not yet written in Hausa: players see the English text.')

    const titleOnly = await cms.rest('POST', '/globals/legal-rules?locale=pcm&draft=true', {
      token: tokens.editor,
      body: { title: 'Rules wey you go follow', _status: 'draft' },
    })
    expect(titleOnly.status).toBe(200)
    expect((await note('pcm'))?.props.children).toBe(
      'Partly written in Nigerian Pidgin: players see the English text of the fields left empty.',
    )
  })
})

describe('legal pages: a compliance approval is of one language', () => {
  it('keeps an editor’s Hausa draft off the site when compliance publishes the English text', async () => {
    const draft = await cms.rest('POST', '/globals/legal-rules?locale=ha&draft=true', {
      token: tokens.editor,
      body: { title: 'Dokoki', body: paragraph('Asusu ɗaya ga kowane ɗan wasa.'), _status: 'draft' },
    })
    expect(draft.status).toBe(200)
    const editorPublish = await cms.rest('POST', '/globals/legal-rules?locale=ha', {
      token: tokens.editor,
      body: { title: 'Dokoki', _status: 'published' },
    })
    expect(editorPublish.status).toBe(403)
    expect(editorPublish.body.errors[0].message).toBe(publishRefusedMessage)

    const english = await cms.rest('POST', '/globals/legal-rules?locale=en', {
      token: tokens.compliance,
      body: { title: 'Rules', body: paragraph('One account per player, approved again.'), _status: 'published' },
    })
    expect(english.status).toBe(200)

    expect(await publicRules('en')).toMatchObject({ title: 'Rules', textLanguage: 'en' })
    expect((await publicRules('en')).bodyHtml).toContain('approved again')
    const hausa = await publicRules('ha')
    expect(hausa).toMatchObject({ title: 'Rules', textLanguage: 'en' })
    expect(JSON.stringify(hausa)).not.toContain('Asusu ɗaya')

    // The draft is kept for compliance to review in Hausa.
    const staffDraft = await cms.rest('GET', '/globals/legal-rules?locale=ha&draft=true&fallback-locale=none', { token: tokens.compliance })
    expect(staffDraft.body.title).toBe('Dokoki')
  })

  it('publishes the Hausa text when compliance approves it in Hausa, leaving the English text as approved', async () => {
    const hausa = await cms.rest('POST', '/globals/legal-rules?locale=ha', {
      token: tokens.compliance,
      body: { title: 'Dokoki', body: paragraph('Asusu ɗaya ga kowane ɗan wasa.'), _status: 'published' },
    })
    expect(hausa.status).toBe(200)
    const published = await publicRules('ha')
    expect(published).toMatchObject({ title: 'Dokoki', textLanguage: 'ha' })
    expect(published.bodyHtml).toContain('Asusu ɗaya ga kowane ɗan wasa.')
    expect((await publicRules('en')).bodyHtml).toContain('approved again')
  })

  it('refuses a publish of every language at once', async () => {
    const all = await cms.rest('POST', '/globals/legal-rules?locale=all', {
      token: tokens.compliance,
      body: { title: { en: 'Rules', ha: 'Dokoki' }, _status: 'published' },
    })
    expect(all.status).toBe(403)
    expect(all.body.errors[0].message).toBe(oneLanguageMessage)
  })

  it('restores only a published version live, never a draft holding unapproved texts', async () => {
    const versions = await cms.rest('GET', '/globals/legal-rules/versions?sort=-createdAt&limit=100&locale=all', {
      token: tokens.compliance,
    })
    const draftVersion = versions.body.docs.find((doc: { version: { _status: string } }) => doc.version._status === 'draft')
    const publishedVersion = versions.body.docs.find((doc: { version: { _status: string } }) => doc.version._status === 'published')
    const restoreDraft = await cms.rest('POST', `/globals/legal-rules/versions/${draftVersion.id}`, { token: tokens.compliance })
    expect(restoreDraft.status).toBe(403)
    expect(restoreDraft.body.errors[0].message).toBe(restoreDraftLiveMessage)
    const restorePublished = await cms.rest('POST', `/globals/legal-rules/versions/${publishedVersion.id}`, { token: tokens.compliance })
    expect(restorePublished.status).toBe(200)
  })
})
