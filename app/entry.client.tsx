import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

// React Router's default browser entry, except that hydration waits until the prerendered page
// has been painted. On a fast connection the scripts can arrive before the browser's first
// frame, and hydrating a long page (a long task on a slow phone) would then hold back the first
// paint of text that was already there to show. requestAnimationFrame runs just before a frame
// is painted; the timeout after it runs once that frame is on screen.
function afterFirstPaint(callback: () => void) {
  requestAnimationFrame(() => setTimeout(callback, 0));
}

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
