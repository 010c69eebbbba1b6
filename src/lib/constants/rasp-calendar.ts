/** /RaspManager/Calendar: the kinds of an academic calendar's periods. */
export const RASP_CALENDAR_KINDS = ['semester', 'session', 'practice', 'holidays', 'holiday'] as const
