import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'public/mockServiceWorker.js', 'node_modules', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/mocks/**', '@/mocks/*'], message: 'Only main.tsx and tests import the mock backend.' }] }],
    },
  },
  { files: ['src/main.tsx', 'tests/**', 'src/mocks/**', 'scripts/**'], rules: { 'no-restricted-imports': 'off' } },
  { files: ['tests/e2e/**'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
  // Bench scripts also hold code that runs inside the page (page.evaluate).
  { files: ['scripts/**/*.mjs'], languageOptions: { globals: { ...globals.node, ...globals.browser } } },
  // The service worker's source: filled in by scripts/service-worker-plugin.ts at build time.
  { files: ['scripts/service-worker.template.js'], languageOptions: { globals: { ...globals.serviceworker, __VERSION__: 'readonly', __PRECACHE__: 'readonly' } } },
)
