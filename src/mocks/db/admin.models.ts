import { primaryKey } from '@mswjs/data'

/**
 * Models of the portal's administration area (issue 18). The server menu items live in core
 * (`serverMenuItem`, read by the initialization info); the admin menu editor writes those same records.
 */
export const adminModels = {
  /** A client error the portal reported about itself (userID 0: nobody signed in). */
  clientError: {
    id: primaryKey(Number),
    kind: String,
    message: String,
    route: String,
    browser: String,
    userID: Number,
    date: String,
  },
  /** A registered third-party app's redirect addresses (its name and icon are core's `clientApp`). */
  oauthRedirect: {
    appID: primaryKey(String),
    /** Space-separated addresses. */
    redirectUris: String,
  },
  /** A user's message to the portal's team and the team's answer ('' while unanswered). */
  feedbackMessage: {
    id: primaryKey(Number),
    userID: Number,
    topic: String,
    text: String,
    date: String,
    answer: String,
    answeredBy: Number,
    answerDate: String,
  },
  /** A questionnaire: its questions as JSON (`Question[]` of src/api/admin-questionnaires.ts). */
  questionnaire: {
    id: primaryKey(Number),
    title: String,
    description: String,
    roleIDs: () => [] as number[],
    from: String,
    to: String,
    anonymous: Boolean,
    authorID: Number,
    questions: String,
    created: String,
  },
  /** One person's answers to a questionnaire, as JSON (`Answers`). */
  questionnaireAnswer: {
    id: primaryKey(Number),
    questionnaireID: Number,
    userID: Number,
    date: String,
    answers: String,
  },
  /** A document waiting for one person's e-signature (state waiting | signed | refused). */
  signatureRequest: {
    id: primaryKey(Number),
    userID: Number,
    fromID: Number,
    title: String,
    kind: String,
    created: String,
    due: String,
    state: String,
    decided: String,
    reason: String,
  },
  /** A synchronisation with a university system: its last run (states idle | queued | running | done | failed). */
  syncJob: {
    id: primaryKey(Number),
    name: String,
    source: String,
    state: String,
    startedAt: String,
    lastRun: String,
    runs: Number,
    read: Number,
    created: Number,
    updated: Number,
    /** JSON string[]: the errors of the last run. */
    errors: String,
  },
  /** A video conference room: Moscow start 'yyyy-mm-ddThh:mm', its link's code, the invited users. */
  videoRoom: {
    id: primaryKey(Number),
    title: String,
    organiserID: Number,
    start: String,
    code: String,
    participantIDs: () => [] as number[],
  },
  /** A member of the academic council (/sovet): full name, position, their place on the council (chair | deputy | secretary | member). */
  sovetMember: {
    id: primaryKey(Number),
    fio: String,
    position: String,
    duty: String,
  },
  /** A meeting of the academic council: Moscow 'yyyy-mm-ddThh:mm', the room, the agenda (JSON string[]). */
  sovetMeeting: {
    id: primaryKey(Number),
    start: String,
    place: String,
    agenda: String,
  },
  /** A decision of the council taken at a meeting: its number, title and the document that records it. */
  sovetDecision: {
    id: primaryKey(Number),
    meetingID: Number,
    number: String,
    title: String,
    document: String,
  },
}
