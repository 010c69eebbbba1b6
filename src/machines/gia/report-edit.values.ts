import { cipherOf, examOfType, levelOfType, typeOf, type GiaProtocol } from '@/api/gia'

/** The report's values as the machine and the form exchange them (report-edit.machine.ts). */

/** Keys of the selection each list depends on. */
export const keys = {
  directions: (r: GiaProtocol) => String(r.ugsnid ?? ''),
  programmes: (r: GiaProtocol) => cipherOf(r['directionСipher']),
  chairmen: (r: GiaProtocol) => `${cipherOf(r['directionСipher'])}|${r.nameOOP}`,
  students: (r: GiaProtocol) => `${r.chairmanId ?? ''}|${r.levelEducation}`,
}

/** The save body: its type code recomputed from the level and the state-exam checkbox. */
export function saveBody(report: GiaProtocol): GiaProtocol {
  return { ...report, typeProtocol: typeOf(report.levelEducation, report.porotectionFromTheStateExam) }
}

/** Level and exam checkbox derived from the type code on load. */
export function derived(protocol: GiaProtocol): GiaProtocol {
  return {
    ...protocol,
    levelEducation: levelOfType(protocol.typeProtocol),
    porotectionFromTheStateExam: examOfType(protocol.typeProtocol),
  }
}

/** The form's values over what only the machine knows (id, owner, confirmation, chosen chairman, best works). */
export function mergeValues(report: GiaProtocol, values: GiaProtocol): GiaProtocol {
  return {
    ...values,
    reportID: report.reportID,
    secretarId: report.secretarId,
    veryfied: report.veryfied,
    bestWorks: report.bestWorks,
    chairmanId: report.chairmanId,
    chairmanFullName: report.chairmanFullName,
    chairmanPhoto: report.chairmanPhoto,
  }
}
