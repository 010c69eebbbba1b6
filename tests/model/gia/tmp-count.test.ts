import { it } from 'vitest'
import { modelPaths } from '../replay'
import * as m from './report-edit.model.test'
it('count', () => { void m })
