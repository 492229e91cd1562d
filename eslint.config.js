// One lint configuration for every workspace (`npm run lint` runs it through turbo).
// Formatting is Prettier's job (.prettierrc.json); eslint-config-prettier turns off the style rules that would fight it.
import js from '@eslint/js'
import prettier from 'eslint-config-prettier'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import react from 'eslint-plugin-react'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      '**/.next/**',
      '**/.turbo/**',
      '**/.data/**',
      'cms/src/app/(payload)/**',
      'cms/src/payload-types.ts',
      'cms/src/migrations/*.json',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['web/app/**/*.{ts,tsx}', 'cms/src/**/*.tsx'],
    ...react.configs.flat.recommended,
    ...react.configs.flat['jsx-runtime'],
    settings: { react: { version: 'detect' } },
    languageOptions: { ...react.configs.flat.recommended.languageOptions, globals: { ...globals.browser, ...globals.node } },
  },
  {
    files: ['web/app/**/*.{ts,tsx}', 'cms/src/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['web/app/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  prettier,
)
