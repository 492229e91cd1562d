import { describe, expect, it } from 'vitest'
import { namespacesForMatches } from './config.ts'
import { getLanguage, languageCookie } from './i18n.server.ts'
import { availableNamespaces, getNamespaceMessages, getResources } from './resources.server.ts'

describe('i18n', () => {
  it('collects the namespaces of the matched routes, common first and once', () => {
    expect(
      namespacesForMatches([{ handle: { i18n: ['common'] } }, { handle: undefined }, { handle: { i18n: ['games', 'common'] } }]),
    ).toEqual(['common', 'games'])
  })

  it('reads the language from the lng cookie, defaulting to English', () => {
    const withCookie = (cookie: string) => new Request('http://localhost/', { headers: { Cookie: cookie } })
    expect(getLanguage(new Request('http://localhost/'))).toBe('en')
    expect(getLanguage(withCookie('a=1; lng=pcm'))).toBe('pcm')
    expect(getLanguage(withCookie('lng=fr'))).toBe('en')
    expect(languageCookie('pcm')).toMatch(/^lng=pcm; Path=\/; Max-Age=31536000; SameSite=Lax$/)
  })

  it("reads any of the platform's five languages (the CMS is asked in it too)", () => {
    const withCookie = (cookie: string) => new Request('http://localhost/', { headers: { Cookie: cookie } })
    for (const language of ['en', 'pcm', 'yo', 'ha', 'ig']) expect(getLanguage(withCookie(`lng=${language}`))).toBe(language)
  })

  it('has the spec texts in English and Pidgin for every common key', () => {
    expect(availableNamespaces.has('common')).toBe(true)
    const english = getNamespaceMessages('en', 'common') as Record<string, Record<string, string>>
    expect(english.errors!.generic).toBe('Something went wrong. Check console for errors.')
    expect(english.nav!.faqs).toBe('FAQS')
    const pidgin = getNamespaceMessages('pcm', 'common') as Record<string, Record<string, string>>
    expect(pidgin.nav!.rules).toBe('Di Rules')
  })

  it('keeps a translated list a list (Pidgin protection pages answered 500 on `lines.map`)', () => {
    const pidgin = getNamespaceMessages('pcm', 'protection') as { limits: { help: unknown }; realityCheck: { help: unknown } }
    expect(Array.isArray(pidgin.limits.help)).toBe(true)
    expect(Array.isArray(pidgin.realityCheck.help)).toBe(true)
  })

  it('ships only the namespaces asked for', () => {
    expect(Object.keys(getResources('pcm', ['common']).pcm!)).toEqual(['common'])
    expect(getNamespaceMessages('en', 'no-such-namespace')).toBeNull()
  })
})
