import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { publishRefusedMessage } from '../src/globals/Legal/hooks/refusePublishWithoutApproval'
import { startNextServer } from './support/nextServer'
import { paragraph, startTestCms, type TestCms } from './support/testCms'

let cms: TestCms
let server: Awaited<ReturnType<typeof startNextServer>>

const editor = { email: 'editor@example.ng', password: 'Editor#http1' }
const compliance = { email: 'compliance@example.ng', password: 'Comply#http1' }

async function call(method: string, path: string, options: { token?: string; body?: unknown } = {}) {
  const response = await fetch(`${server.url}/api${path}`, {
    method,
    headers: {
      ...(options.token ? { Authorization: `JWT ${options.token}` } : {}),
      ...(options.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  })
  return { status: response.status, body: await response.json() }
}

const login = async (person: { email: string; password: string }) =>
  (await call('POST', '/users/login', { body: person })).body.token as string

beforeAll(async () => {
  cms = await startTestCms()
  await cms.payload.create({ collection: 'users', data: { ...editor, roles: ['editor'] } })
  await cms.payload.create({ collection: 'users', data: { ...compliance, roles: ['compliance'] } })
  await cms.payload.updateGlobal({
    slug: 'legal-rules',
    data: { title: 'Rules v1', body: paragraph('One account per player.'), lastUpdated: '2026-11-01', _status: 'published' },
  })
  server = await startNextServer({
    CMS_DATABASE_URL: process.env.CMS_DATABASE_URL!,
    PAYLOAD_SECRET: process.env.PAYLOAD_SECRET!,
    CMS_MEDIA_DIR: process.env.CMS_MEDIA_DIR!,
    CMS_PUBLIC_URL: 'http://127.0.0.1',
  })
}, 240_000)

afterAll(async () => {
  await server?.stop()
  await cms?.close()
})

describe('the production server (next start) over HTTP', () => {
  it('answers quickly after starting', () => {
    expect(server.firstResponseMs).toBeLessThan(15_000)
  })

  it('serves the admin login page', async () => {
    const response = await fetch(`${server.url}/admin/login`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/html')
  })

  it('enforces the legal publishing workflow on the REST API', async () => {
    const editorToken = await login(editor)
    const complianceToken = await login(compliance)

    const draft = await call('POST', '/globals/legal-rules?draft=true', {
      token: editorToken,
      body: { title: 'Rules v2', _status: 'draft' },
    })
    expect(draft.status).toBe(200)

    const refused = await call('POST', '/globals/legal-rules', { token: editorToken, body: { title: 'Rules v2', _status: 'published' } })
    expect(refused.status).toBe(403)
    expect(refused.body.errors[0].message).toBe(publishRefusedMessage)
    expect((await call('GET', '/globals/legal-rules')).body.title).toBe('Rules v1')

    const published = await call('POST', '/globals/legal-rules', {
      token: complianceToken,
      body: { title: 'Rules v2', _status: 'published' },
    })
    expect(published.status).toBe(200)
    const publicView = await call('GET', '/globals/legal-rules?depth=1')
    expect(publicView.body.title).toBe('Rules v2')
    expect(publicView.body.bodyHtml).toContain('One account per player.')
  })

  it('publishes an editor FAQ to anonymous readers', async () => {
    const editorToken = await login(editor)
    const created = await call('POST', '/faqs', {
      token: editorToken,
      body: { category: 'gameplay-and-winnings', title: 'Are the games fair?', content: paragraph('Certified RNG.'), order: 1 },
    })
    expect(created.status).toBe(201)
    const list = await call('GET', '/faqs?limit=100&sort=order&depth=1')
    expect(list.body.docs.map((doc: { title: string }) => doc.title)).toEqual(['Are the games fair?'])
    expect(list.body.docs[0].contentHtml).toContain('Certified RNG.')
  })
})
