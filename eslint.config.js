import fs from 'node:fs'
import path from 'node:path'
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import importX from 'eslint-plugin-import-x'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import globals from 'globals'

const root = import.meta.dirname
const src = (dir) => `./src/${dir}`

// ---------------------------------------------------------------------------------------------------------------
// Boundaries (issue 12, docs/AREAS.md «Boundaries»). Imports flow one way:
//   lib / texts → api → machines → hooks → ui → kit → screens → app
// `kit` (the resource kit's generic list, dialog and route) may import every layer below it; screens and app use it.
// `settings` (persisted preferences) may be imported by machines, hooks, screens and app, never by lib, api or ui.
// `mocks` may import lib, texts and api (schemas); only src/start.tsx (the app's start) and tests/ import mocks.
// ---------------------------------------------------------------------------------------------------------------
const layer = (target, forbidden, message) => ({ target: src(target), from: forbidden.map(src), message })

const screenAreas = fs
  .readdirSync(path.join(root, 'src/screens'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

const boundaryZones = [
  layer(
    'lib',
    ['api', 'machines', 'hooks', 'ui', 'screens', 'app', 'settings', 'mocks', 'kit'],
    'lib imports only lib and texts.',
  ),
  layer(
    'texts',
    ['lib', 'api', 'machines', 'hooks', 'ui', 'screens', 'app', 'settings', 'mocks', 'kit'],
    'texts are plain data: they import nothing from the app.',
  ),
  layer(
    'api',
    ['machines', 'hooks', 'ui', 'screens', 'app', 'settings', 'mocks', 'kit'],
    'api imports only lib and texts.',
  ),
  layer(
    'machines',
    ['texts', 'hooks', 'ui', 'screens', 'app', 'mocks', 'kit'],
    'machines import lib, api, settings and other machines; they carry error codes, screens turn them into texts.',
  ),
  layer(
    'settings',
    ['machines', 'hooks', 'ui', 'screens', 'app', 'mocks', 'kit'],
    'settings hold persisted preferences: they import lib and texts only.',
  ),
  layer(
    'hooks',
    ['ui', 'screens', 'app', 'mocks', 'kit'],
    'hooks (React bindings) import lib, texts, api, machines and settings.',
  ),
  layer(
    'ui',
    ['api', 'machines', 'hooks', 'screens', 'app', 'settings', 'mocks', 'kit'],
    'ui is pure: props in, events out; it imports lib, texts and other ui only.',
  ),
  layer(
    'kit',
    ['screens', 'app', 'mocks'],
    'the resource kit sits below the screens: it imports lib, texts, api, machines, hooks, ui and settings.',
  ),
  layer('screens', ['app', 'mocks'], 'screens never import the app (routes, layouts); they meet there.'),
  ...screenAreas.map((area) => ({
    target: src(`screens/${area}`),
    from: src('screens'),
    except: [`./${area}`],
    message: `screens/${area} never imports another screen area: they meet in the route table (src/app/routes).`,
  })),
  layer(
    'mocks',
    ['machines', 'hooks', 'ui', 'screens', 'app', 'settings', 'kit'],
    'the mock backend imports lib, texts and api schemas only.',
  ),
]

// ---------------------------------------------------------------------------------------------------------------
// Local rules: kebab-case file names, and import cycles (value, type-only and dynamic imports alike). The cycle rule
// replaced import-x/no-cycle, which skips type-only imports by design and took two thirds of lint's time (a
// search from every import of every file over the AST-resolved graph: ~48 s of ~70 on 2 cores); this one
// resolves each file's imports once and searches breadth-first from the imported file back to the importer.
// ---------------------------------------------------------------------------------------------------------------
const KEBAB_SEGMENT = /^[a-z0-9]+(-[a-z0-9]+)*$/

const fileNameKebabCase = {
  meta: {
    type: 'suggestion',
    docs: { description: 'File names are kebab-case, with dot-separated role suffixes (report-edit.machine.ts).' },
    messages: { kebab: 'File name "{{name}}" is not kebab-case (lower-case words joined by "-", roles after ".").' },
    schema: [],
  },
  create(context) {
    return {
      Program(node) {
        const name = path.basename(context.physicalFilename)
        if (name.startsWith('<')) return
        const stem = name.replace(/\.[cm]?[jt]sx?$/, '')
        if (!stem.split('.').every((segment) => KEBAB_SEGMENT.test(segment))) {
          context.report({ node, messageId: 'kebab', data: { name } })
        }
      },
    }
  },
}

const cycleResolver = createTypeScriptImportResolver({ project: path.join(root, 'tsconfig.json') })
const IMPORT_SOURCE =
  /(?:^|[;\n])\s*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]|(?:^|[;\n])\s*import\s*['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g
const CODE_FILE = /\.[cm]?[jt]sx?$/
const edgeCache = new Map()

function resolveImport(source, fromFile) {
  const resolved = cycleResolver.resolve(source, fromFile)
  if (!resolved.found || !resolved.path || resolved.path.includes(`${path.sep}node_modules${path.sep}`)) return null
  return CODE_FILE.test(resolved.path) ? path.resolve(resolved.path) : null
}

/** The local modules a file imports (static, type-only, re-exports and dynamic imports). */
function importsOf(file) {
  if (edgeCache.has(file)) return edgeCache.get(file)
  const edges = new Set()
  let text = ''
  try {
    text = fs.readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|(^|[^:'"`])\/\/[^\n]*/g, '$1')
  } catch {
    text = ''
  }
  for (const match of text.matchAll(IMPORT_SOURCE)) {
    const target = resolveImport(match[4] ?? match[5] ?? match[6], file)
    if (target) edges.add(target)
  }
  const list = [...edges]
  edgeCache.set(file, list)
  return list
}

/** A path of imports from `start` back to `goal`, or null. */
function pathBack(start, goal) {
  const seen = new Set([start])
  const queue = [[start]]
  while (queue.length > 0) {
    const route = queue.shift()
    for (const next of importsOf(route.at(-1))) {
      if (next === goal) return route
      if (seen.has(next)) continue
      seen.add(next)
      queue.push([...route, next])
    }
  }
  return null
}

const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'No import cycles: value, type-only and dynamic imports alike.' },
    messages: { cycle: 'Import cycle: {{route}}.' },
    schema: [],
  },
  create(context) {
    const filename = path.resolve(context.physicalFilename)
    if (!CODE_FILE.test(filename) || !fs.existsSync(path.dirname(filename))) return {}
    const relative = (file) => path.relative(root, file)
    function check(node, sourceNode) {
      if (!sourceNode || typeof sourceNode.value !== 'string') return
      const target = resolveImport(sourceNode.value, filename)
      if (!target || target === filename) return
      const route = pathBack(target, filename)
      if (route)
        context.report({
          node,
          messageId: 'cycle',
          data: { route: [filename, ...route, filename].map(relative).join(' → ') },
        })
    }
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    }
  },
}

const local = { rules: { 'file-name-kebab-case': fileNameKebabCase, 'no-import-cycle': noImportCycle } }

// no-restricted-imports options replace each other between blocks, so each block lists all it needs.
const mocksOnlyInMainAndTests = {
  group: ['**/mocks/**', '@/mocks/*'],
  message: "Only start.tsx (the app's start) and tests import the mock backend.",
}
const noReactInMachines = {
  group: ['react', 'react-dom', 'react-dom/*', 'primereact', 'primereact/*', '@xstate/react'],
  message: 'Machines import no React or PrimeReact: effects that need React are supplied where the actor is mounted.',
}
const fromPromiseThroughTheWrapper = {
  name: 'xstate',
  importNames: ['fromPromise'],
  message:
    "Import fromPromise from '@/machines/from-promise': a stopped actor's aborted request must not settle (StrictMode).",
}
const lazyThroughTheWrapper = {
  name: 'react',
  importNames: ['lazy', 'Suspense'],
  message:
    "Import lazy and Suspense from '@/lib/lazy': a chunk that arrives shows at once, not after React's 300 ms reveal throttle.",
}
const noUseMachineInScreens = {
  name: '@xstate/react',
  importNames: ['useMachine'],
  message: 'Screens create their actor with useActorRef and read narrow slices with useSelector(ref, selectX).',
}

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
      'no-restricted-imports': [
        'error',
        { paths: [fromPromiseThroughTheWrapper, lazyThroughTheWrapper], patterns: [mocksOnlyInMainAndTests] },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}', 'scripts/**/*.{js,mjs,ts}', '*.{js,ts}'],
    plugins: { 'import-x': importX, local },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs'],
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: path.join(root, 'tsconfig.json') })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones }],
      'local/no-import-cycle': 'error',
      'local/file-name-kebab-case': 'error',
    },
  },
  // No source file over 400 lines (issue 12 item 7), every line counted: split by meaning before it grows past it.
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'max-lines': ['error', { max: 400, skipBlankLines: false, skipComments: false }] },
  },
  {
    files: ['src/machines/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [fromPromiseThroughTheWrapper, lazyThroughTheWrapper],
          patterns: [mocksOnlyInMainAndTests, noReactInMachines],
        },
      ],
    },
  },
  { files: ['src/machines/from-promise.ts', 'src/lib/lazy.ts'], rules: { 'no-restricted-imports': 'off' } },
  {
    files: ['src/screens/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [noUseMachineInScreens, fromPromiseThroughTheWrapper, lazyThroughTheWrapper],
          patterns: [mocksOnlyInMainAndTests],
        },
      ],
    },
  },
  // Forms (issue 12 item 4): react-hook-form owns field values through the primitives of src/ui/form; a
  // select outside a form is src/ui/filter-select. No raw native controls in screens.
  {
    files: ['src/screens/**/*.tsx', 'src/ui/data-table/**/*.tsx', 'src/kit/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXOpeningElement[name.name=/^(input|select|textarea)$/]',
          message:
            'No raw <input>, <select> or <textarea> in screens, the data table or the resource kit: use the field primitives of src/ui/form (TextField, SelectField, CheckboxField, FileField…) inside an AppForm, src/ui/filter-select for a select outside a form, or a PrimeReact control.',
        },
      ],
    },
  },
  // Issue 19: PrimeReact's selects arrive after a route's first paint, drawn by stand-ins until then (src/ui/dropdown);
  // a screen that imported them would carry their 16-18 KiB again. Their types may be imported anywhere.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/ui/dropdown/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        ...['primereact/dropdown', 'primereact/multiselect'].map((name) => ({
          name,
          allowTypeImports: true,
          message:
            'Use SelectField or MultiSelectField in a form, FilterSelect outside one, else LabelledDropdown or MultiSelect from src/ui/dropdown: they draw a stand-in until the control has arrived.',
        })),
      ],
    },
  },
  { files: ['src/start.tsx', 'tests/**', 'src/mocks/**', 'scripts/**'], rules: { 'no-restricted-imports': 'off' } },
  { files: ['tests/e2e/**'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
  // Bench scripts also hold code that runs inside the page (page.evaluate).
  { files: ['scripts/**/*.mjs'], languageOptions: { globals: { ...globals.node, ...globals.browser } } },
  // The service worker's source: filled in by scripts/service-worker-plugin.ts at build time.
  {
    files: ['scripts/service-worker.template.js'],
    languageOptions: { globals: { ...globals.serviceworker, __VERSION__: 'readonly', __PRECACHE__: 'readonly' } },
  },
)
