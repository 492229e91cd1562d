import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { publishRefusedMessage } from '../src/globals/Legal/hooks/refusePublishWithoutApproval'
import { paragraph, startTestCms, type TestCms } from './support/testCms'

const people = {
  admin: { email: 'admin@example.ng', password: 'Admin#test1', roles: ['admin'] },
  editor: { email: 'editor@example.ng', password: 'Editor#test1', roles: ['editor'] },
  compliance: { email: 'compliance@example.ng', password: 'Comply#test1', roles: ['compliance'] },
  support: { email: 'support@example.ng', password: 'Support#test1', roles: ['support'] },
} as const

let cms: TestCms
const tokens = { editor: '', compliance: '', support: '' }

beforeAll(async () => {
  cms = await startTestCms()
  for (const person of Object.values(people)) {
    await cms.payload.create({ collection: 'users', data: { ...person, roles: [...person.roles] } })
  }
  await cms.payload.updateGlobal({
    slug: 'legal-terms',
    data: { title: 'Terms v1', body: paragraph('Players must be 18 or older.'), lastUpdated: '2026-11-01', _status: 'published' },
  })
  tokens.editor = await cms.login(people.editor.email, people.editor.password)
  tokens.compliance = await cms.login(people.compliance.email, people.compliance.password)
  tokens.support = await cms.login(people.support.email, people.support.password)
})

afterAll(async () => {
  await cms?.close()
})

describe('legal pages over REST', () => {
  it('shows anonymous readers the published version with its HTML rendering', async () => {
    const response = await cms.rest('GET', '/globals/legal-terms?depth=1')
    expect(response.status).toBe(200)
    expect(response.body.title).toBe('Terms v1')
    expect(response.body._status).toBe('published')
    expect(response.body.bodyHtml).toContain('<p>Players must be 18 or older.</p>')
  })

  it('lets an editor save a draft that anonymous readers do not see', async () => {
    const saved = await cms.rest('POST', '/globals/legal-terms?draft=true', {
      token: tokens.editor,
      body: { title: 'Terms v2 draft', body: paragraph('Draft wording.'), _status: 'draft' },
    })
    expect(saved.status).toBe(200)

    const staffView = await cms.rest('GET', '/globals/legal-terms?draft=true', { token: tokens.editor })
    expect(staffView.body.title).toBe('Terms v2 draft')

    const publicView = await cms.rest('GET', '/globals/legal-terms')
    expect(publicView.body.title).toBe('Terms v1')
    const publicDraftView = await cms.rest('GET', '/globals/legal-terms?draft=true')
    expect(publicDraftView.body.title).not.toBe('Terms v2 draft')
  })

  it('refuses an editor who tries to publish a legal page, in any form', async () => {
    const publish = await cms.rest('POST', '/globals/legal-terms', {
      token: tokens.editor,
      body: { title: 'Terms by editor', _status: 'published' },
    })
    expect(publish.status).toBe(403)
    expect(publish.body.errors[0].message).toBe(publishRefusedMessage)

    const publishViaDraftRoute = await cms.rest('POST', '/globals/legal-terms?draft=true', {
      token: tokens.editor,
      body: { title: 'Terms by editor', _status: 'published' },
    })
    expect(publishViaDraftRoute.status).toBe(403)

    const plainUpdate = await cms.rest('POST', '/globals/legal-terms', { token: tokens.editor, body: { title: 'Terms by editor' } })
    expect(plainUpdate.status).toBe(403)

    const publicView = await cms.rest('GET', '/globals/legal-terms')
    expect(publicView.body.title).toBe('Terms v1')
  })

  it('refuses an editor who restores an old version live', async () => {
    const versions = await cms.rest('GET', '/globals/legal-terms/versions?sort=createdAt', { token: tokens.editor })
    const firstVersion = versions.body.docs[0]
    const restore = await cms.rest('POST', `/globals/legal-terms/versions/${firstVersion.id}`, { token: tokens.editor })
    expect(restore.status).toBe(403)
  })

  it('lets a compliance officer publish, and keeps the published history', async () => {
    const publish = await cms.rest('POST', '/globals/legal-terms', {
      token: tokens.compliance,
      body: { title: 'Terms v2', body: paragraph('Approved wording.'), _status: 'published' },
    })
    expect(publish.status).toBe(200)

    const publicView = await cms.rest('GET', '/globals/legal-terms')
    expect(publicView.body.title).toBe('Terms v2')
    expect(publicView.body.bodyHtml).toContain('Approved wording.')

    const history = await cms.rest('GET', '/globals/legal-terms/versions?where[version._status][equals]=published&sort=createdAt', {
      token: tokens.compliance,
    })
    expect(history.body.docs.map((doc: { version: { title: string } }) => doc.version.title)).toEqual(['Terms v1', 'Terms v2'])
  })

  it('hides the version history and writes from anonymous callers', async () => {
    expect((await cms.rest('GET', '/globals/legal-terms/versions')).status).toBe(403)
    expect((await cms.rest('POST', '/globals/legal-terms?draft=true', { body: { title: 'x' } })).status).toBe(403)
  })

  it('shows nothing of a legal page that was never published', async () => {
    const saved = await cms.rest('POST', '/globals/legal-privacy?draft=true', {
      token: tokens.editor,
      body: { title: 'Privacy draft', body: paragraph('Not yet approved.'), lastUpdated: '2026-11-01' },
    })
    expect(saved.status).toBe(200)
    const publicView = await cms.rest('GET', '/globals/legal-privacy')
    expect(publicView.body.title).toBeUndefined()
    expect(JSON.stringify(publicView.body)).not.toContain('Not yet approved.')
  })
})

describe('other content over REST', () => {
  it('lets an editor publish an FAQ that anyone can then read, with contentHtml', async () => {
    const created = await cms.rest('POST', '/faqs', {
      token: tokens.editor,
      body: { category: 'platform-and-access', title: 'Do I need an app?', content: paragraph('No app download is needed.'), order: 1 },
    })
    expect(created.status).toBe(201)

    const list = await cms.rest('GET', '/faqs?limit=100&sort=order&depth=1')
    expect(list.status).toBe(200)
    expect(list.body.docs[0]).toMatchObject({ title: 'Do I need an app?', category: 'platform-and-access' })
    expect(list.body.docs[0].contentHtml).toContain('<p>No app download is needed.</p>')
  })

  it('refuses content writes from anonymous callers', async () => {
    const create = await cms.rest('POST', '/faqs', {
      body: { category: 'platform-and-access', title: 'Spam', content: paragraph('x'), order: 2 },
    })
    expect(create.status).toBe(403)
    const settings = await cms.rest('POST', '/globals/site-settings', { body: { brandName: 'Hijacked' } })
    expect(settings.status).toBe(403)
  })

  it('accepts admin-cookie writes only from the public origin or its loopback twin', async () => {
    const cookie = `payload-token=${tokens.editor}`
    const write = (origin: string, title: string) =>
      cms.rest('POST', '/faqs', {
        headers: { Cookie: cookie, Origin: origin },
        body: { category: 'account-and-login', title, content: paragraph('x'), order: 5 },
      })
    // The tests run with the default CMS_PUBLIC_URL, http://localhost:3001.
    expect((await write('http://localhost:3001', 'From the public origin')).status).toBe(201)
    expect((await write('http://127.0.0.1:3001', 'From the loopback twin')).status).toBe(201)
    expect((await write('https://evil.example', 'Cross-site')).status).toBe(403)
  })

  it('lets the back-office roles into the admin, but not edit content', async () => {
    const access = await cms.rest('GET', '/access', { token: tokens.support })
    expect(access.body.canAccessAdmin).toBe(true)
    const create = await cms.rest('POST', '/faqs', {
      token: tokens.support,
      body: { category: 'platform-and-access', title: 'By support', content: paragraph('x'), order: 3 },
    })
    expect(create.status).toBe(403)
    const publish = await cms.rest('POST', '/globals/legal-terms', {
      token: tokens.support,
      body: { title: 'By support', _status: 'published' },
    })
    expect(publish.status).toBe(403)
    expect((await cms.rest('GET', '/globals/legal-terms/versions', { token: tokens.support })).status).toBe(403)
  })

  it('does not let an editor grant themselves another role', async () => {
    const me = await cms.rest('GET', '/users/me', { token: tokens.editor })
    const update = await cms.rest('PATCH', `/users/${me.body.user.id}`, { token: tokens.editor, body: { roles: ['compliance'] } })
    expect(update.status).toBe(200)
    const after = await cms.payload.findByID({ collection: 'users', id: me.body.user.id })
    expect(after.roles).toEqual(['editor'])
  })
})
