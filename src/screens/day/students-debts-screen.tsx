import { Link } from 'wouter'
import { debtsResource } from '@/api/students-debts'
import { ResourceScreen } from '@/kit/resource-screen'
import type { ScreenProps } from '@/lib/screen-props'
import { debtsTexts } from '@/texts/ru/students-debts'

const t = debtsTexts

/** /StudentsDebts/{studentID?}: academic debts with the retake schedule (a student: their own; the debts-graph roles: everyone's or one student's). */
export default function StudentsDebtsScreen({ params }: ScreenProps) {
  const studentID = params.studentID && /^\d+$/.test(params.studentID) ? Number(params.studentID) : null
  return (
    <ResourceScreen resource={debtsResource} title={t.title} params={{ studentID }}>
      {studentID !== null && (
        <nav aria-label={t.all}>
          <Link href="/StudentsDebts">{t.all}</Link>
        </nav>
      )}
      <p>{t.intro}</p>
    </ResourceScreen>
  )
}
