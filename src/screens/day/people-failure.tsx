import { Button } from 'primereact/button'
import type { PeopleFailure } from '@/machines/day/people.types'
import { peopleTexts } from '@/texts/ru/people'

/** A failed load of the people screens: the reason in Russian and, for a network failure, a retry. */
export function PeopleFailureBox({ failure, onRetry }: { failure: PeopleFailure; onRetry?: () => void }) {
  return (
    <div role="alert" className="day-failure">
      <p>{peopleTexts.failures[failure]}</p>
      {failure === 'failed' && onRetry && <Button type="button" label={peopleTexts.group.retry} onClick={onRetry} />}
    </div>
  )
}
