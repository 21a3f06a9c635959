import { createContext, useCallback, useContext, useEffect, useMemo, useRef } from "react";
import { useNavigate } from "react-router";
import { AdminApiError } from "./api/client";
import { logOut } from "./api/session";
import { useToast } from "~/app/components/toast";
import { adminShellText } from "~/app/content/admin";
import { timings } from "~/shared/constants";
import { NEXT_PARAM } from "~/shared/admin-links";
import { paths } from "~/shared/routes";

// docs/product.md §4 and §8, with the session in a cookie (docs/product.md §10): without a session, "Please
// login first."; a session that failed, "Session expired. Please login again." and a logout
// to clear the cookie; either way /login after 2 s. It happens once, however many calls fail.

export type SessionEnding = "no_session" | "expired";

interface AdminSession {
  endSession: (ending: SessionEnding) => void;
  /** Ends the session when the error says it is over (a 401, or a 403 for an inactive account); true if it did. */
  endSessionIfRefused: (error: unknown) => boolean;
}

const AdminSessionContext = createContext<AdminSession | null>(null);

export function AdminSessionProvider({ children }: { children: React.ReactNode }) {
  const navigate = useNavigate();
  const showToast = useToast();
  const ended = useRef(false);
  const redirect = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(redirect.current), []);

  const endSession = useCallback(
    (ending: SessionEnding) => {
      if (ended.current) return;
      ended.current = true;
      const message = ending === "no_session" ? adminShellText.pleaseLogin : adminShellText.sessionExpired;
      showToast({ tone: "error", message, durationMs: timings.sessionRedirectMs });
      // Best effort: the cookie may already be gone, and /login is next either way.
      if (ending === "expired") logOut().catch(() => undefined);
      // Back to this very view after the login: a case opened from a link stays open.
      const here = `${window.location.pathname}${window.location.search}`;
      const login = `${paths.login}?${new URLSearchParams({ [NEXT_PARAM]: here }).toString()}`;
      redirect.current = setTimeout(() => navigate(login, { replace: true }), timings.sessionRedirectMs);
    },
    [navigate, showToast],
  );

  const endSessionIfRefused = useCallback(
    (error: unknown) => {
      if (!(error instanceof AdminApiError) || !error.endsSession) return false;
      endSession("expired");
      return true;
    },
    [endSession],
  );

  const value = useMemo(() => ({ endSession, endSessionIfRefused }), [endSession, endSessionIfRefused]);
  return <AdminSessionContext.Provider value={value}>{children}</AdminSessionContext.Provider>;
}

export function useAdminSession(): AdminSession {
  const session = useContext(AdminSessionContext);
  if (!session) throw new Error("useAdminSession must be used inside <AdminSessionProvider>");
  return session;
}
