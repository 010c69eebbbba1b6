import { primaryKey } from '@mswjs/data'

/** Users, sessions' reference data, initialization info and the feed (foundation issue). */
export const coreModels = {
  user: {
    userID: primaryKey(Number),
    login: String,
    password: String,
    shortFIO: String,
    email: String,
    first_name: String,
    last_name: String,
    middle_name: String,
    /** Ids from the role catalogue (src/lib/roles.ts); models hold primitive arrays only. */
    roleIDs: () => [] as number[],
    currentRoleID: Number,
    anotherID: Number,
    groupName: String,
    groupID: Number,
    facultyID: Number,
    department: String,
    position: String,
    photo: String,
    /** 'student' | 'teacher' | 'staff' | 'schoolx' */
    kind: String,
    /** Shown among the demo login chips (student, author, export, expert1, expert2, library). */
    demoChip: String,
    demoNote: String,
  },
  oauthLink: {
    linkID: primaryKey(String),
    service: String,
    externalName: String,
    userID: Number,
  },
  clientApp: {
    appID: primaryKey(String),
    name: String,
    iconUrl: String,
  },
  siteParameter: {
    id: primaryKey(String),
    value: String,
  },
  faculty: {
    facultyID: primaryKey(Number),
    name: String,
    shortName: String,
  },
  studyGroup: {
    groupID: primaryKey(Number),
    name: String,
    facultyID: Number,
    course: Number,
    formStudy: Number,
  },
  contest: {
    competitionID: primaryKey(Number),
    name: String,
    typeContestsID: Number,
    showResult: Boolean,
    dateStart: String,
    dateTo: String,
    showInMenu: Boolean,
    splashScreenData: String,
    isDelete: Boolean,
  },
  serverMenuItem: {
    menuItemID: primaryKey(Number),
    parentID: Number,
    text: String,
    href: String,
    newTab: Boolean,
    linkImg: String,
  },
  feedCategory: {
    categoryID: primaryKey(Number),
    name: String,
    icon: String,
  },
  feedItem: {
    feedID: primaryKey(Number),
    /** 0 = for everyone */
    userID: Number,
    categoryID: Number,
    title: String,
    text: String,
    fullDate: String,
    href: String,
  },
}
