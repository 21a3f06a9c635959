import { getJson, sendJson } from "./client";
import { authApiPaths } from "~/shared/routes";
import type { SessionUser } from "~/shared/schemas/auth-replies";

/** GET /api/auth/me: who is signed in (the Users view spares the admin's own row). */
export function fetchSessionUser(signal?: AbortSignal): Promise<SessionUser> {
  return getJson<SessionUser>(authApiPaths.me, signal);
}

/** POST /api/auth/logout: ends the session on the server, which clears the cookie. */
export function logOut(): Promise<unknown> {
  return sendJson("POST", authApiPaths.logout, {});
}
