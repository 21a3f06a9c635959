import { useOutletContext } from "react-router";
import type { DashboardData } from "~/shared/schemas/admin-replies";

// What the desk's frame (app/routes/admin/layout.tsx) hands the page inside it: the dashboard
// call's answer, which said who is signed in, and the signal that a record changed.

export interface DeskFrame {
  dashboard: DashboardData;
  /** A record changed: every list and count on screen reads again. */
  recordChanged: () => void;
}

export function useDeskFrame(): DeskFrame {
  return useOutletContext<DeskFrame>();
}
