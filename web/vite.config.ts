import { constants as zlib } from 'node:zlib'
import { vitePlugin as remix } from '@remix-run/dev'
import { flatRoutes } from 'remix-flat-routes'
import { defineConfig, type Plugin } from 'vite'
import { compression, defineAlgorithm } from 'vite-plugin-compression2'

// React 18 (this workspace) sits beside React 19 (cms) in one install: npm hoists React 19 and the
// router packages to the root and nests React 18 in web/node_modules. These packages must be bundled
// (not required at run time from the root) so they resolve web's own React 18; otherwise the server
// renders with two Reacts and hydration fails.
const packagesThatImportReact = ['@remix-run/react', 'react-router', 'react-router-dom', 'react-i18next', '@conform-to/react']

const isVitest = Boolean(process.env.VITEST)

/**
 * The browser's scripts and styles compressed once at build time, at brotli's and gzip's highest
 * levels (about 12 % smaller than what compression() makes on the fly): app-server.js serves these
 * files to a browser that accepts them. Only the client build's files are ever downloaded.
 */
const precompressedAssets: Plugin = {
  ...compression({
    include: /\.(js|css|svg)$/,
    threshold: 1024,
    algorithms: [
      defineAlgorithm('brotliCompress', { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } }),
      defineAlgorithm('gzip', { level: 9 }),
    ],
  }),
  apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
}

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
          // Routes grouped by area in `+` folders (remix-flat-routes, as the Epic Stack does); each group's
          // `_layout.tsx` holds its error boundary. Tests and server modules beside routes are not routes.
          ignoredRouteFiles: ['**/*'],
          routes: async (defineRoutes) =>
            flatRoutes('routes', defineRoutes, {
              ignoredRouteFiles: ['.*', '**/*.css', '**/*.test.{ts,tsx}', '**/*.server.*', '**/*.client.*'],
            }),
          future: {
            v3_fetcherPersist: true,
            v3_relativeSplatPath: true,
            v3_throwAbortReason: true,
            v3_lazyRouteDiscovery: true,
          },
        }),
        precompressedAssets,
      ],
  test: {
    include: ['app/**/*.test.{ts,tsx}'],
    environment: 'node',
    server: { deps: { inline: [...packagesThatImportReact, '@remix-run/testing'] } },
  },
})
