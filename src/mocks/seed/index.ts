import { drop } from '@mswjs/data'
import { db } from '../db'
import { createRng } from '../lib/rng'
import { seedUsers } from './users.seed'
import { seedCore } from './core.seed'
import { seedShell } from './shell.seed'
import { seedChat } from './chat.seed'
import { seedMail } from './mail.seed'
import { seedReference } from './reference.seed'
import { seedReview } from './review.seed'
import { seedGia } from './gia.seed'
import { seedSettings } from './settings.seed'
import { seedNir } from './nir.seed'
import { seedNirContract } from './nir-contract.seed'
import { seedNirSkif } from './nir-skif.seed'
import { seedNirSemestr } from './nir-semestr.seed'
import { seedNirAdmin } from './nir-admin.seed'
import { seedAdmin } from './admin.seed'
import { seedDay } from './day.seed'
import { seedPassPermits } from './journal-permits.seed'
import { seedRaspCalendar } from './rasp-calendar.seed'
import { seedRaspTeams } from './rasp-teams.seed'
import { seedAchieve } from './achieve.seed'
import { seedSchoolx } from './schoolx.seed'
import { seedContests } from './contests.seed'
import { seedRatings } from './rating.seed'
import { seedDormitory } from './dormitory.seed'
import { seedDopPayments } from './dop-payments.seed'
import { seedTransfers } from './transfers.seed'
import { seedCompetency } from './competency.seed'
import { seedCourses } from './courses.seed'
import { seedChoice } from './choice.seed'
import { seedStaff } from './staff.seed'

/** Fills the database from a fixed seed; each area gets its own PRNG stream so areas do not shift each other. */
export function seedDatabase(): void {
  drop(db)
  seedUsers(createRng(1))
  seedCore(createRng(2))
  seedShell(createRng(3))
  seedChat(createRng(4))
  seedMail(createRng(5))
  seedReference(createRng(6))
  seedReview(createRng(7))
  seedGia(createRng(8))
  seedSettings(createRng(9))
  seedNir(createRng(14))
  seedNirContract()
  seedNirSkif()
  seedNirSemestr()
  seedNirAdmin()
  seedAdmin(createRng(10))
  seedDay()
  seedPassPermits()
  seedRaspCalendar()
  seedRaspTeams()
  seedAchieve(createRng(16))
  seedSchoolx(createRng(17))
  seedContests(createRng(18))
  seedRatings(createRng(31))
  seedDormitory(createRng(41))
  seedDopPayments(createRng(42))
  seedTransfers(createRng(43))
  seedCompetency(createRng(44))
  seedCourses()
  seedChoice()
  seedStaff(createRng(45))
}
