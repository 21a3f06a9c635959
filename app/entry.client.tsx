import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { afterFirstPaint } from "./lib/after-first-paint";

// React Router's default browser entry, for the pages it hydrates as a whole (/login, /signup,
// /admin; public pages hydrate as islands, app/islands/entry.client.tsx), except that
// hydration waits until the page has been painted.
afterFirstPaint(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
