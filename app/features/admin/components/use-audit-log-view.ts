import { useEffect, useId, useState } from "react";
import { useAdminQuery } from "../api/use-admin-query";
import { adminQueries } from "../api/admin-queries";
import type { ParamChanges } from "../admin-location";
import { auditLogQuerySchema, type AuditLogQuery } from "~/shared/schemas/admin";

// The audit log, what it does rather than what it draws (./audit-log-view.tsx): the page of the
// log its address asks for (docs/decisions/0048), and its filters, the reference checked before
// it is sent.

export function useAuditLogView(query: AuditLogQuery) {
  const log = useAdminQuery(adminQueries.auditLog(query));
  const filtered = query.kind !== undefined || query.actor !== undefined || query.reference !== undefined;
  return { log, filtered };
}

/**
 * The kind and the desk member apply when chosen; the reference when the admin presses Enter
 * or Show (docs/decisions/0006), checked first by the API's own schema so a mistyped one is
 * said beside the box and never sent.
 */
export function useAuditFilters(query: AuditLogQuery, onFilter: (changes: ParamChanges) => void) {
  const id = useId();
  const accounts = useAdminQuery(adminQueries.users());
  const [reference, setReference] = useState(query.reference ?? "");
  const [referenceError, setReferenceError] = useState<string | null>(null);
  // A new address (back button, Clear filters) shows its own reference.
  useEffect(() => {
    setReference(query.reference ?? "");
    setReferenceError(null);
  }, [query.reference]);

  const actorListed = query.actor === undefined || accounts.data?.some((account) => account.id === query.actor);

  function show(event: React.FormEvent) {
    event.preventDefault();
    const typed = reference.trim();
    if (typed === "") {
      setReferenceError(null);
      onFilter({ reference: undefined });
      return;
    }
    const checked = auditLogQuerySchema.shape.reference.safeParse(typed);
    if (!checked.success) {
      setReferenceError(checked.error.issues[0]?.message ?? null);
      return;
    }
    setReferenceError(null);
    onFilter({ reference: checked.data });
  }

  return {
    id,
    accounts,
    reference,
    setReference,
    referenceError,
    /** Whether the member filtered by is among the accounts (or none is filtered by). */
    actorListed,
    show,
  };
}
