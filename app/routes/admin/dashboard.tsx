import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { adminText } from "../../content/auth";
import { useToast } from "../../components/toast";
import { siteConfig } from "../../../shared/site-config";
import { timings } from "../../../shared/constants";
import { paths } from "../../../shared/routes";

export function meta() {
  return [{ title: `${adminText.metaTitle} | ${siteConfig.brand}` }, { name: "robots", content: "noindex" }];
}

/**
 * The admin dashboard's entry. It checks the session with the server; without one it
 * says "Please login first." and goes to /login after 2 s (SPEC.md 4).
 */
export default function AdminDashboard() {
  const navigate = useNavigate();
  const showToast = useToast();
  const [adminName, setAdminName] = useState<string | null>(null);

  useEffect(() => {
    let redirect: ReturnType<typeof setTimeout> | undefined;
    fetch("/api/auth/me", { headers: { Accept: "application/json" } })
      .then(async (response) => {
        const body = (await response.json().catch(() => null)) as { name?: string } | null;
        if (!response.ok || !body?.name) throw new Error("No session");
        setAdminName(body.name);
      })
      .catch(() => {
        showToast({ tone: "error", message: adminText.pleaseLogin, durationMs: timings.sessionRedirectMs });
        redirect = setTimeout(() => navigate(paths.login), timings.sessionRedirectMs);
      });
    return () => clearTimeout(redirect);
  }, [navigate, showToast]);

  return (
    <main id="main" className="admin-shell">
      {adminName ? <h1>{adminText.hello(adminName)}</h1> : <p role="status">{adminText.loading}</p>}
    </main>
  );
}
