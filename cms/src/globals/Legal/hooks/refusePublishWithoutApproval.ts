import { Forbidden, type GlobalConfig } from 'payload'

import { canPublishLegal } from '../../../access/canPublishLegal'

type BeforeOperationHook = NonNullable<NonNullable<GlobalConfig['hooks']>['beforeOperation']>[number]

export const publishRefusedMessage = 'Only a compliance officer or an admin can publish a legal page. Save it as a draft instead.'

/** A 403 like any refused access (logged at info level), with a message that tells the editor what to do. */
class PublishRefused extends Forbidden {
  constructor() {
    super()
    this.message = publishRefusedMessage
    // Payload picks the log level by error name; keep Forbidden's (info), this is not a server fault.
    this.name = 'Forbidden'
  }
}

/**
 * Editors may change legal pages only as drafts. Access functions cannot express this alone: the
 * admin UI asks them about the stored (published) document, which would lock editors out of the
 * form. So the rule sits here, where every update and version restore passes, REST and admin alike.
 * A write is a draft save only when `draft` is requested and `_status` is not set to 'published';
 * anything else (a publish, a plain update, a restore without `draft`) changes the live page.
 */
export const refusePublishWithoutApproval: BeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'update' && operation !== 'restoreVersion') return args
  // No user: a trusted Local API call (seed, migrations); REST calls without a user fail update access.
  if (!req.user || canPublishLegal(req.user)) return args

  const { draft, data } = args as { draft?: boolean | string; data?: { _status?: string } }
  const isDraft = draft === true || draft === 'true'
  const publishes = operation === 'update' ? !isDraft || data?._status === 'published' : !isDraft
  if (publishes) throw new PublishRefused()
  return args
}
