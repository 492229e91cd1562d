import type { Field } from 'payload'

/** Position in lists: the web app sorts every collection with `sort=order`. */
export const orderField: Field = {
  name: 'order',
  type: 'number',
  required: true,
  defaultValue: 0,
  index: true,
  admin: { position: 'sidebar', description: 'Lower numbers are shown first.' },
}
