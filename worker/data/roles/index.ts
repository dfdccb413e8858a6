// People, roles and invitations (the admin API, worker/routes/admin.ts, and the caller lookup's
// applyPendingInvitations), one module per job: the statements they share, the People search, invitations,
// grants and revokes, and the invitations applied at sign-in.
export { grantRole, invite, revokeRole, type GrantResult, type InviteResult, type RevokeResult } from "./grants";
export { listInvitations, withdrawInvitation } from "./invitations";
export { applyPendingInvitations } from "./pending";
export {
  decodePeopleCursor,
  encodePeopleCursor,
  listPeople,
  peopleQuery,
  PEOPLE_PAGE_SIZE,
  searchKey,
  type PeopleCursor,
  type Person,
} from "./people";
export { MAX_INVITATIONS, type Invitation, type PendingRole, type SavezRef } from "./statements";
