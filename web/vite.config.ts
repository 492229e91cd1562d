import { vitePlugin as remix } from '@remix-run/dev'
import { defineConfig } from 'vite'

// React 18 (this workspace) sits beside React 19 (cms) in one install: npm hoists React 19 and the
// router packages to the root. These packages must be bundled (not required at run time from the root)
// so they resolve web's own React 18; see shared/design/stack-notes.md.
const packagesThatImportReact = [
  '@remix-run/react',
  'react-router',
  'react-router-dom',
  'react-i18next',
  '@conform-to/react',
]

const isVitest = Boolean(process.env.VITEST)

export default defineConfig({
  resolve: { dedupe: ['react', 'react-dom'] },
  ssr: { noExternal: packagesThatImportReact },
  server: { fs: { allow: ['..'] } },
  ...(isVitest
    ? {
        environments: {
          ssr: { resolve: { mainFields: ['module', 'jsnext:main', 'jsnext', 'main'] } },
        },
      }
    : {}),
  plugins: isVitest
    ? []
    : [
        remix({
          future: {
            v3_fetcherPersist: true,
            v3_relativeSplatPath: true,
            v3_throwAbortReason: true,
            v3_lazyRouteDiscovery: true,
          },
        }),
      ],
  test: {
    include: ['app/**/*.test.{ts,tsx}'],
    environment: 'node',
    server: { deps: { inline: [...packagesThatImportReact, '@remix-run/testing'] } },
  },
})
