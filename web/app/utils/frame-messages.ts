/**
 * Messages between a game page in the lobby's frame and the lobby around it: both are pages of our own
 * origin, and a message is posted to that origin only and accepted from it only.
 */
export type FrameMessage = { type: 'player-activity' } | { type: 'wallet-changed' }

/** Whether this page runs inside another page's frame. */
export function inFrame(): boolean {
  return window.parent !== window
}

/** Posts `message` to the page around this one's frame; outside a frame there is no one to tell. */
export function postToParent(message: FrameMessage): void {
  if (inFrame()) window.parent.postMessage(message, window.location.origin)
}

/** Whether `event` is a message of `type` from a page of our own origin. */
export function isOwnMessage(event: MessageEvent, type: FrameMessage['type']): boolean {
  return (
    event.origin === window.location.origin &&
    typeof event.data === 'object' &&
    event.data !== null &&
    (event.data as { type?: unknown }).type === type
  )
}
