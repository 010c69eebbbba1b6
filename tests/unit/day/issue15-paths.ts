/**
 * Issue 15's routes (spec 1 §2 Cabinet, Education, Journals, Timetable): the timetable (13), personal pages
 * and people (9), the grade book, e-learning and elective choice (9), the class journals (15; the lesson
 * reviews' two journal pages belong to the reviews). 46 in all: the issue's heading counts 48.
 */
export const ISSUE_15_PATHS = [
  // Timetable (13)
  '/Rasp/:type/:id/:year?/:search?',
  '/RaspCalendar/:type/:id/:year?',
  '/Rasp',
  '/Rasp/My',
  '/Rasp/list',
  '/RaspManager',
  '/RaspManager/Calendar',
  '/RaspManagerNew',
  '/RaspManager/TeamsNew/:typeID?',
  '/RaspManager/Teams/:typeID?',
  '/RaspManager/Team/:groupId?/:draft?',
  '/RaspManager/FolderBoard/:course?/:folderID?/:subFolderID?',
  '/Rasp/EmptyAud',
  // Personal pages and people (9)
  '/PersonalKab/:userID',
  '/PersonalGroupKab/:groupID',
  '/Search',
  '/Staff/StaffList',
  '/Staff/Graph',
  '/Students/List',
  '/StudentsDebts/:studentID?',
  '/prepodsDifferent',
  '/information/personsRestrictedAbilities',
  // Grade book, e-learning and choices (9)
  '/EducationalActivity/ZachBook/:studentID?',
  '/EducationalActivity/Statistics',
  '/electronicEducation/:courseID?/:userID?',
  '/courses/list/:userID?',
  '/courses/TeacherList',
  '/LMS/Course/:mode?/:courseID?',
  '/Plans/ChoiceDisciplines',
  '/Plans/ChoiceDisciplinesStat',
  '/Plans/ChoiceDisciplinesSettings',
  // Class journals (15)
  '/Journals/Stat/Attendance',
  '/Journals/Stat/MissedDays',
  '/Journals/Settings',
  '/Journals/ValidPass/ListStudents',
  '/Journals/ValidPass/ValidPassForm/:studentID',
  '/Journals/Stat/Filling',
  '/Journals/Stat/Forming/:year?/:sem?',
  '/Journals/Journal/:journalID/:typeView?',
  '/Journals/StudentPasses/:studentID',
  '/Journals/journalList',
  '/Journals/List',
  '/Journals/TeachersRating',
  '/Journals/Admin/JournalList',
  '/Journals/Admin/Settings',
  '/Journals/PassPermits',
] as const
