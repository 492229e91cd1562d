import type { Access } from 'payload'

/** Public content: the web app reads it without credentials. */
export const anyone: Access = () => true
