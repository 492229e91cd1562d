/** Where the service worker is served (web/app/installable/installable-app.build.ts writes it, at the root so its scope is the whole site). */
export const SERVICE_WORKER_URL = '/sw.js'

/** Fired on window once the browser has offered to install the app (see INSTALL_PROMPT_SCRIPT). */
export const INSTALL_PROMPT_READY_EVENT = 'install-prompt-ready'

/** The browser's install offer, kept on window until the install page's button uses it. */
export type InstallPromptEvent = Event & { prompt: () => Promise<void>; userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }> }
export type WindowWithInstallPrompt = Window & { installPrompt?: InstallPromptEvent }

/**
 * Every page's one line of start-up for the installable app, inline (allowed by its hash, so the landing
 * page, served from memory to many visitors with no nonce and no framework JavaScript, runs it too):
 * - the service worker is registered after the page has loaded, so its download never competes with the
 *   page's own on a slow network;
 * - Chrome's offer to install (`beforeinstallprompt`) is kept for the install page's button instead of
 *   its own banner over the page. The offer can come before React has started, hence here and not in an
 *   effect.
 */
export const APP_SHELL_INLINE_SCRIPT =
  `if('serviceWorker'in navigator)addEventListener('load',function(){navigator.serviceWorker.register('${SERVICE_WORKER_URL}')});` +
  `addEventListener('beforeinstallprompt',function(e){e.preventDefault();window.installPrompt=e;dispatchEvent(new Event('${INSTALL_PROMPT_READY_EVENT}'))})`
