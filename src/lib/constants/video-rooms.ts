/** Limits of the video conference rooms (/VideoConference/Room, issue 18). */
export const ROOM_TITLE_MAX = 200
export const ROOM_PARTICIPANTS_MAX = 50
export const ROOM_LINK_MAX = 300
/** Where the university's video conference service serves its rooms. */
export const ROOM_LINK_BASE = 'https://vks.university.example/r/'
/** A room's link: the service's address and the room's code (`abc-defg-hij`). */
export const ROOM_LINK_PATTERN = /^https:\/\/vks\.university\.example\/r\/[a-z]{3}-[a-z]{4}-[a-z]{3}$/
/** A meeting's start time, 'чч:мм'. */
export const ROOM_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/
