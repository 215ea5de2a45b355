// The person-data domain's public surface besides service.ts: the tables that hold a person, reading and deleting
// them (for an applicant's own page and the retention run), and the routes the tutor and tutee pages mount.
export { deletePeople } from './deletePeople.js';
export { readPersonExport, type PersonExport } from './exportRepo.js';
export { PERSON_TABLE, personTables, type PersonKind } from './references.js';
export { personDataRoutes } from './routes.js';
