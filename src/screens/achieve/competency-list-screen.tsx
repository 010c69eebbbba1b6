import { useState } from 'react'
import { competencyTeacherResource } from '@/api/competency-resources'
import type { TeacherAssessment } from '@/api/competency'
import { academicYear, academicYears } from '@/lib/dates'
import { ResourceScreen } from '@/kit/resource-screen'
import { competencyTexts } from '@/texts/ru/competency'
import { FilterSelect } from '@/ui/filter-select'
import { AssessmentState, AssessmentView } from './competency-parts'
import './achieve.css'

const t = competencyTexts.list
const c = competencyTexts

/** A teacher's assessment in the expanded row, read-only (undefined while it loads). */
function TeacherDetail({ detail }: { detail: TeacherAssessment | undefined }) {
  if (!detail) return <p role="status">{c.loading}</p>
  if (!detail.assessment) return <p>{t.noAssessment}</p>
  return (
    <div aria-label={detail.teacherName} role="group">
      <AssessmentState assessment={detail.assessment} />
      <AssessmentView areas={detail.areas} assessment={detail.assessment} />
    </div>
  )
}

/**
 * /TeacherCompetencyAssessment/TeacherList: the heads' list of teachers (the kit's table) with the status of
 * the year's self-assessment and the mean per area; a row expands to the teacher's assessment.
 */
export default function CompetencyListScreen() {
  const [year, setYear] = useState(academicYear())
  return (
    <ResourceScreen
      resource={competencyTeacherResource}
      title={t.title}
      params={{ year }}
      exportFileName={`competency-${year}`}
      expand={{ render: (_row, detail) => <TeacherDetail detail={detail as TeacherAssessment | undefined} /> }}
    >
      <p>{t.intro}</p>
      <div className="ach-head">
        <FilterSelect
          label={c.year}
          options={academicYears(2024).map((y) => ({ value: y, label: c.yearLabel(y) }))}
          value={year}
          onChange={(y) => y && setYear(y)}
        />
      </div>
    </ResourceScreen>
  )
}
