import { DARK_ACCENTS, LIGHT_ACCENTS } from './shell'

/** Limits of the portal's administration area (issue 18). */
export const MENU_TEXT_MAX = 100
export const MENU_HREF_MAX = 500
export const MENU_ICON_MAX = 60
/** A menu link: an absolute http(s) address or an in-portal path. */
export const MENU_HREF_PATTERN = /^(https?:\/\/\S+|\/\S*)$/
/** A primeicons class, e.g. 'pi pi-book'. */
export const MENU_ICON_PATTERN = /^pi pi-[a-z0-9-]+$/
export const FEEDBACK_TOPIC_MAX = 200
export const FEEDBACK_TEXT_MAX = 4000
export const FEEDBACK_ANSWER_MAX = 4000
/** A third-party app's id: latin letters, digits and hyphens. */
export const OAUTH_APP_ID_PATTERN = /^[a-z0-9][a-z0-9-]{2,39}$/
export const OAUTH_NAME_MAX = 100
export const OAUTH_ICON_MAX = 300
export const OAUTH_REDIRECTS_MAX = 1000
/** An icon: an https address or a path of the portal. */
export const OAUTH_ICON_PATTERN = /^(https:\/\/\S+|\/\S+)$/
/** A redirect address: https, or http on localhost for developers. */
export const OAUTH_REDIRECT_PATTERN = /^(https:\/\/[^\s,]+|http:\/\/localhost(:\d+)?(\/[^\s,]*)?)$/
/** The default accent may be any accent of the light or the dark theme. */
export const SITE_ACCENTS = [...new Set<string>([...LIGHT_ACCENTS, ...DARK_ACCENTS])] as [string, ...string[]]
/** Client error reports: kinds, the longest message kept, how many one page load sends at most. */
export const CLIENT_ERROR_KINDS = ['chunk', 'exception', 'icon'] as const
export const CLIENT_ERROR_MESSAGE_MAX = 1000
export const CLIENT_ERROR_REPORTS_PER_LOAD = 20

/** Questionnaires (issue 18): question kinds and limits of the builder and the answers. */
export const QUESTION_KINDS = ['single', 'multiple', 'scale', 'text'] as const
export type QuestionKind = (typeof QUESTION_KINDS)[number]
export const QUESTIONNAIRE_TITLE_MAX = 200
export const QUESTIONNAIRE_DESCRIPTION_MAX = 2000
export const QUESTION_TEXT_MAX = 500
/** A questionnaire section's name (questions in a row with the same name form the section). */
export const QUESTION_SECTION_MAX = 150
export const QUESTIONS_MAX = 50
export const QUESTION_OPTIONS_MAX = 20
export const QUESTION_OPTION_MAX = 200
export const SCALE_MIN_MAX = 3
export const SCALE_MAX_MAX = 10
export const ANSWER_TEXT_MAX = 2000
