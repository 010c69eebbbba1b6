// @vitest-environment node
import path from 'node:path'
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

/**
 * The import boundaries of issue 12 are lint rules (eslint.config.js): a forbidden import fails lint, an allowed
 * one passes. Each case lints a few lines as if they were a file at `filePath` (the file need not exist).
 */
const root = path.resolve(import.meta.dirname, '../../..')
let eslint: ESLint

beforeAll(() => {
  eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.js') })
})

async function lint(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) })
  return result.messages.map((m) => ({ rule: m.ruleId, line: m.line, message: m.message }))
}

async function rulesFailing(filePath: string, code: string) {
  return (await lint(filePath, code)).map((m) => m.rule)
}

describe('forbidden imports fail lint', { timeout: 60_000 }, () => {
  it('the resource kit sits below the screens: ui and machines never import it, it never imports a screen', async () => {
    expect(
      await rulesFailing(
        'src/ui/probe-panel.tsx',
        "import { ResourceTable } from '@/kit/resource-table'\nexport const probe = ResourceTable\n",
      ),
    ).toEqual(['import-x/no-restricted-paths'])
    expect(
      await rulesFailing(
        'src/machines/shell/probe.machine.ts',
        "import { useResource } from '@/kit/use-resource'\nexport const probe = useResource\n",
      ),
    ).toEqual(['import-x/no-restricted-paths'])
    expect(
      await rulesFailing(
        'src/kit/probe-list.tsx',
        "import MailboxScreen from '@/screens/mail/mailbox-screen'\nexport const probe = MailboxScreen\n",
      ),
    ).toEqual(['import-x/no-restricted-paths'])
  })

  it("request actors use the app's fromPromise (an aborted request of a stopped actor never settles)", async () => {
    expect(
      await rulesFailing(
        'src/machines/shell/probe.actors.ts',
        "import { fromPromise } from 'xstate'\nexport const probe = fromPromise(async () => 1)\n",
      ),
    ).toEqual(['no-restricted-imports'])
    expect(
      await rulesFailing(
        'src/machines/shell/probe.actors.ts',
        "import { fromPromise } from '@/machines/from-promise'\nexport const probe = fromPromise(async () => 1)\n",
      ),
    ).toEqual([])
  })

  it('ui imports no machine', async () => {
    const rules = await rulesFailing(
      'src/ui/probe-panel.tsx',
      "import { snakeMachine } from '@/machines/shell/snake.machine'\nexport const probe = snakeMachine\n",
    )
    expect(rules).toEqual(['import-x/no-restricted-paths'])
  })

  it('ui imports no settings, api, app or hooks', async () => {
    const rules = await rulesFailing(
      'src/ui/probe-panel.tsx',
      [
        "import { themeMode } from '@/settings/theme'",
        "import { http } from '@/api/http'",
        "import { parentPath } from '@/app/route-frame'",
        "import { SessionContext } from '@/hooks/session-context'",
        'export const probe = [themeMode, http, parentPath, SessionContext]',
      ].join('\n'),
    )
    expect(rules).toEqual(Array(4).fill('import-x/no-restricted-paths'))
  })

  it('machines import no React, PrimeReact, ui or texts', async () => {
    const messages = await lint(
      'src/machines/shell/probe.machine.ts',
      [
        "import { useState } from 'react'",
        "import { Button } from 'primereact/button'",
        "import { notify } from '@/ui/notifier'",
        "import { shellTexts } from '@/texts/ru/shell'",
        'export const probe = [useState, Button, notify, shellTexts]',
      ].join('\n'),
    )
    expect(messages.map((m) => [m.line, m.rule])).toEqual([
      [1, 'no-restricted-imports'],
      [2, 'no-restricted-imports'],
      [3, 'import-x/no-restricted-paths'],
      [4, 'import-x/no-restricted-paths'],
    ])
  })

  it('api imports no machine', async () => {
    const rules = await rulesFailing(
      'src/api/probe.ts',
      "import { SNAKE_BOARD } from '@/lib/constants/shell'\nimport { snakeMachine } from '@/machines/shell/snake.machine'\nexport const probe = [SNAKE_BOARD, snakeMachine]\n",
    )
    expect(rules).toEqual(['import-x/no-restricted-paths'])
  })

  it('screens/<a> never imports screens/<b>, by alias or by a relative path', async () => {
    const messages = await lint(
      'src/screens/section/probe-screen.tsx',
      [
        "import NotFound from '@/screens/errors/not-found-screen'",
        "import Forbidden from '../errors/forbidden-screen'",
        "import { LinkTo } from './section-screen'",
        'export const probe = [NotFound, Forbidden, LinkTo]',
      ].join('\n'),
    )
    expect(messages.map((m) => [m.line, m.rule])).toEqual([
      [1, 'import-x/no-restricted-paths'],
      [2, 'import-x/no-restricted-paths'],
    ])
  })

  it('screens import no app module', async () => {
    const rules = await rulesFailing(
      'src/screens/settings/probe-screen.tsx',
      "import { parentPath } from '@/app/route-frame'\nexport const probe = parentPath\n",
    )
    expect(rules).toEqual(['import-x/no-restricted-paths'])
  })

  it('src/app (and any src file but start.tsx) imports no mocks', async () => {
    expect(
      await rulesFailing(
        'src/app/probe.ts',
        "import { issueToken } from '@/mocks/node'\nexport const probe = issueToken\n",
      ),
    ).toContain('no-restricted-imports')
    expect(
      await rulesFailing(
        'src/machines/shell/probe.ts',
        "import { db } from '../../mocks/db'\nexport const probe = db\n",
      ),
    ).toContain('no-restricted-imports')
  })

  it('the mock backend imports no machine or settings', async () => {
    const rules = await rulesFailing(
      'src/mocks/handlers/probe.handlers.ts',
      "import { snakeMachine } from '@/machines/shell/snake.machine'\nimport { themeMode } from '@/settings/theme'\nexport const probe = [snakeMachine, themeMode]\n",
    )
    expect(rules).toEqual(['import-x/no-restricted-paths', 'import-x/no-restricted-paths'])
  })

  it('lib and texts import no upper layer; settings import no machine', async () => {
    expect(
      await rulesFailing('src/lib/probe.ts', "import { http } from '@/api/http'\nexport const probe = http\n"),
    ).toEqual(['import-x/no-restricted-paths'])
    expect(
      await rulesFailing('src/texts/ru/probe.ts', "import { ROLES } from '@/lib/roles'\nexport const probe = ROLES\n"),
    ).toEqual(['import-x/no-restricted-paths'])
    expect(
      await rulesFailing(
        'src/settings/probe.ts',
        "import { snakeMachine } from '@/machines/shell/snake.machine'\nexport const probe = snakeMachine\n",
      ),
    ).toEqual(['import-x/no-restricted-paths'])
  })

  it('screens create actors with useActorRef, never useMachine', async () => {
    const rules = await rulesFailing(
      'src/screens/settings/probe-screen.tsx',
      "import { useMachine } from '@xstate/react'\nexport const probe = useMachine\n",
    )
    expect(rules).toEqual(['no-restricted-imports'])
  })

  it("PrimeReact's selects come through src/ui/dropdown (their stand-ins); their types may be imported anywhere", async () => {
    expect(
      await rulesFailing(
        'src/screens/settings/probe-screen.tsx',
        "import { Dropdown } from 'primereact/dropdown'\nexport const probe = Dropdown\n",
      ),
    ).toEqual(['@typescript-eslint/no-restricted-imports'])
    expect(
      await rulesFailing(
        'src/ui/form/probe-field.tsx',
        "import { MultiSelect } from 'primereact/multiselect'\nexport const probe = MultiSelect\n",
      ),
    ).toEqual(['@typescript-eslint/no-restricted-imports'])
    expect(
      await rulesFailing(
        'src/screens/settings/probe-screen.tsx',
        "import type { DropdownProps } from 'primereact/dropdown'\nexport type Probe = DropdownProps\n",
      ),
    ).toEqual([])
    expect(
      await rulesFailing(
        'src/ui/dropdown/probe.tsx',
        "import { Dropdown } from 'primereact/dropdown'\nexport const probe = Dropdown\n",
      ),
    ).toEqual([])
  })

  it('a source file over 400 lines fails lint (every line counts); 400 lines pass', async () => {
    const lines = (n: number) => Array.from({ length: n }, (_, i) => `export const line${i} = ${i}`).join('\n') + '\n'
    expect(await rulesFailing('src/lib/probe-long.ts', lines(401))).toEqual(['max-lines'])
    expect(await rulesFailing('src/lib/probe-long.ts', lines(400))).toEqual([])
  })

  it('an import cycle fails lint', async () => {
    // route-frame.tsx imports ./routes/shell-screens (ForbiddenScreen); shell-screens importing it back closes a cycle.
    const rules = await rulesFailing(
      'src/app/routes/shell-screens.tsx',
      "import { parentPath } from '../route-frame'\nexport const probe = parentPath\n",
    )
    expect(rules).toEqual(['local/no-import-cycle'])
  })

  it('a cycle closed by a type-only import fails lint too', async () => {
    // snake.selectors.ts imports the machine's type; the machine importing its selectors closes a cycle.
    const messages = await lint(
      'src/machines/shell/snake.machine.ts',
      "import { selectScore } from './snake.selectors'\nexport const probe = selectScore\n",
    )
    expect(messages.map((m) => m.rule)).toEqual(['local/no-import-cycle'])
    expect(messages[0].message).toContain('src/machines/shell/snake.selectors.ts')
  })

  it('screens render no raw <input>, <select> or <textarea>: form primitives, FilterSelect or PrimeReact', async () => {
    expect(
      await rulesFailing(
        'src/screens/mail/probe-screen.tsx',
        'export const Probe = () => (\n  <select aria-label="Папка">\n    <option>Входящие</option>\n  </select>\n)\n',
      ),
    ).toEqual(['no-restricted-syntax'])
    expect(
      await rulesFailing(
        'src/screens/home/probe-screen.tsx',
        'export const Probe = () => <input aria-label="Поиск" />\n',
      ),
    ).toEqual(['no-restricted-syntax'])
    expect(
      await rulesFailing(
        'src/screens/settings/probe-screen.tsx',
        'import { FilterSelect } from \'@/ui/filter-select\'\nexport const Probe = () => <FilterSelect label="Шрифт" options={[]} value={null} onChange={() => {}} />\n',
      ),
    ).toEqual([])
    // the data table (its add/edit dialog) and the resource kit too: their fields are the primitives
    for (const filePath of ['src/ui/data-table/probe-dialog.tsx', 'src/kit/probe-screen.tsx'])
      expect(
        await rulesFailing(filePath, 'export const Probe = () => <input type="file" aria-label="Файл" />\n'),
      ).toEqual(['no-restricted-syntax'])
  })

  it('file names are kebab-case', async () => {
    expect(await rulesFailing('src/ui/StarRating.tsx', 'export const probe = 1\n')).toEqual([
      'local/file-name-kebab-case',
    ])
    expect(await rulesFailing('src/ui/star_rating.tsx', 'export const probe = 1\n')).toEqual([
      'local/file-name-kebab-case',
    ])
  })
})

describe('allowed imports pass lint', { timeout: 60_000 }, () => {
  it('a screen embeds a resource list from the kit, and the kit drives a machine', async () => {
    expect(
      await rulesFailing(
        'src/screens/mail/probe-screen.tsx',
        "import { ResourceTable } from '@/kit/resource-table'\nexport const probe = ResourceTable\n",
      ),
    ).toEqual([])
    expect(
      await rulesFailing(
        'src/kit/probe-list.tsx',
        "import { resourceMachine } from '@/machines/resource/resource.machine'\nexport const probe = resourceMachine\n",
      ),
    ).toEqual([])
  })

  it('each layer imports the layers below it', async () => {
    const cases: [string, string][] = [
      ['src/lib/probe.ts', "import { shellTexts } from '@/texts/ru/shell'\nexport const probe = shellTexts\n"],
      ['src/api/probe.ts', "import { ROLES } from '@/lib/roles'\nexport const probe = ROLES\n"],
      [
        'src/machines/shell/probe.machine.ts',
        "import { setup } from 'xstate'\nimport { http } from '@/api/http'\nimport { SNAKE_BOARD } from '@/lib/constants/shell'\nimport { themeMode } from '@/settings/theme'\nexport const probe = [setup, http, SNAKE_BOARD, themeMode]\n",
      ],
      [
        'src/hooks/probe.ts',
        "import { sessionMachine } from '@/machines/session/session.machine'\nexport const probe = sessionMachine\n",
      ],
      [
        'src/ui/probe-panel.tsx',
        "import { Button } from 'primereact/button'\nimport { commonTexts } from '@/texts/ru/common'\nimport { StatusPage } from '@/ui/status-page'\nexport const probe = [Button, commonTexts, StatusPage]\n",
      ],
      [
        'src/screens/settings/probe-screen.tsx',
        "import { useActorRef, useSelector } from '@xstate/react'\nimport { SessionContext } from '@/hooks/session-context'\nimport { snakeMachine } from '@/machines/shell/snake.machine'\nimport { selectScore } from '@/machines/shell/snake.selectors'\nimport { StatusPage } from '@/ui/status-page'\nimport type { ScreenProps } from '@/lib/screen-props'\nexport const probe = [useActorRef, useSelector, SessionContext, snakeMachine, selectScore, StatusPage]\nexport type Probe = ScreenProps\n",
      ],
      [
        'src/app/probe.tsx',
        "import NotFound from '@/screens/errors/not-found-screen'\nimport { SessionContext } from '@/hooks/session-context'\nexport const probe = [NotFound, SessionContext]\n",
      ],
      ['src/mocks/handlers/probe.handlers.ts', "import { ROLES } from '@/lib/roles'\nexport const probe = ROLES\n"],
      ['src/start.tsx', "import { startMockBackend } from '@/mocks/browser'\nexport const probe = startMockBackend\n"],
      ['tests/unit/lint/probe.test.ts', "import { issueToken } from '@/mocks/node'\nexport const probe = issueToken\n"],
    ]
    for (const [filePath, code] of cases) {
      expect({ filePath, messages: await lint(filePath, code) }).toEqual({ filePath, messages: [] })
    }
  })
})
