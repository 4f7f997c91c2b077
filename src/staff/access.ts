import type { StaffRole } from '../../contract/staff';

/** Whether a role may use a resource, page or action: its declared roles, and admin always. */
export const mayUse = (role: StaffRole | null, def: { roles?: readonly StaffRole[] }) =>
  role === 'admin' || (role !== null && (def.roles ?? []).includes(role));
