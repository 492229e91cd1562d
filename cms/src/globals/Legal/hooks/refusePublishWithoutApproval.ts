import { Forbidden, type GlobalConfig } from 'payload'

import { isLanguage } from '@9ja/languages'

import { canPublishLegal } from '../../../access/canPublishLegal'

type BeforeOperationHook = NonNullable<NonNullable<GlobalConfig['hooks']>['beforeOperation']>[number]

export const publishRefusedMessage = 'Only a compliance officer or an admin can publish a legal page. Save it as a draft instead.'

export const oneLanguageMessage = 'A legal page is approved one language at a time: open it in the language you approve, then publish.'
export const restoreDraftLiveMessage =
  'Only a published version can be restored live: restore this one as a draft, then publish each language you approve.'

/** A 403 like any refused access (logged at info level), with a message that tells the user what to do. */
class Refused extends Forbidden {
  constructor(message: string) {
    super()
    this.message = message
    // Payload picks the log level by error name; keep Forbidden's (info), this is not a server fault.
    this.name = 'Forbidden'
  }
}

/** What a write asks for: `draft`, and `_status` set to 'published' in its data. */
function publishes(args: { draft?: boolean | string; data?: { _status?: string } }, operation: 'update' | 'restoreVersion') {
  const isDraft = args.draft === true || args.draft === 'true'
  return operation === 'update' ? !isDraft || args.data?._status === 'published' : !isDraft
}

/**
 * Editors may change legal pages only as drafts. Access functions cannot express this alone: the
 * admin UI asks them about the stored (published) document, which would lock editors out of the
 * form. So the rule sits here, where every update and version restore passes, REST and admin alike.
 * A write is a draft save only when `draft` is requested and `_status` is not set to 'published';
 * anything else (a publish, a plain update, a restore without `draft`) changes the live page.
 *
 * A compliance publish is the approval of the text in the language it is made in, and of no other
 * (decision 024): it publishes that language only (Payload's `publishSpecificLocale`), so a draft an
 * editor saved in Hausa stays a draft when compliance publishes the English text.
 */
export const refusePublishWithoutApproval: BeforeOperationHook = async ({ args, global, operation, req }) => {
  if (operation !== 'update' && operation !== 'restoreVersion') return args
  // No user: a trusted Local API call (seed, migrations); REST calls without a user fail update access.
  if (!req.user) return args
  if (!publishes(args, operation)) return args
  if (!canPublishLegal(req.user)) throw new Refused(publishRefusedMessage)
  if (operation === 'update') {
    if (!isLanguage(req.locale)) throw new Refused(oneLanguageMessage)
    return { ...args, publishSpecificLocale: req.locale }
  }
  // A draft version holds whatever editors saved in every language, approved or not; a published one
  // holds only approved texts.
  const versionId = (args as { id: number | string }).id
  const { docs } = await req.payload.db.findGlobalVersions({ global: global.slug, where: { id: { equals: versionId } }, limit: 1, req })
  if ((docs[0]?.version as { _status?: string } | undefined)?._status !== 'published') throw new Refused(restoreDraftLiveMessage)
  return args
}
