import { createContext, useContext } from "react";
import type { UserRole } from "~/shared/schemas/admin";

// Who is signed in, as the dashboard's first answer said: their id (for "me") and their role,
// which decides the views the menu offers (app/features/admin/admin-views.tsx) and the actions a view shows (docs/decisions/0030).
// The server refuses anything else on its own; this only keeps out of sight what would be refused.

export interface DeskMember {
  id: number;
  role: UserRole;
}

/** Exports, erasure, accounts, the audit log and the outbox are an admin's. */
export function isAdmin(member: DeskMember): boolean {
  return member.role === "admin";
}

const DeskMemberContext = createContext<DeskMember | null>(null);

export const DeskMemberProvider = DeskMemberContext.Provider;

export function useDeskMember(): DeskMember {
  const member = useContext(DeskMemberContext);
  if (!member) throw new Error("useDeskMember must be used inside <DeskMemberProvider>");
  return member;
}
