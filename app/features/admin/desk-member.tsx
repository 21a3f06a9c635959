import { createContext, useContext } from "react";
import { ADMIN_VIEWS, type AdminView } from "~/shared/admin-links";
import type { UserRole } from "~/shared/schemas/admin";

// Who is signed in, as the dashboard's first answer said: their id (for "me") and their role,
// which decides the views the menu offers and the actions a view shows (docs/decisions/0030).
// The server refuses anything else on its own; this only keeps out of sight what would be refused.

export interface DeskMember {
  id: number;
  role: UserRole;
}

/** The views a caseworker works in: the dashboard, the inbox and the three lists of cases. */
const CASEWORKER_VIEWS: readonly AdminView[] = ["dashboard", "inbox", "post_query", "contact_message", "help_request"];

export function viewsFor(role: UserRole): readonly AdminView[] {
  return role === "admin" ? ADMIN_VIEWS : CASEWORKER_VIEWS;
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
