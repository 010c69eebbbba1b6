import { primaryKey } from '@mswjs/data'

/** Contract (хоздоговорные) works: the ids are those of the works registry (workLookup, /openWork). */
export const nirContractModels = {
  contractWork: {
    workID: primaryKey(Number),
    /** The leader (responsible executor) who entered it. */
    idUser: Number,
    title: String,
    customer: String,
    contractNumber: String,
    amount: Number,
    dateStart: String,
    dateEnd: String,
    stage: Number,
    /** JSON array of {userID, share}: the co-executors (the leader's share is 100 minus theirs). */
    executors: String,
    dateInsert: String,
  },
}
