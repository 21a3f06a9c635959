import { render } from "@testing-library/react";
import { ConfirmationSlot } from "~/app/components/confirmation-slot";
import { ToastRegion } from "~/app/components/toast";

// A public form as its page holds it: the confirmation's place at the top of the main content,
// the form, and the toast region. On the page they are three islands that meet in modules
// (app/lib/confirmation.ts, app/components/toast.tsx); here they are one tree, and meet the same way.

export function renderOnAPublicPage(form: React.ReactNode) {
  return render(
    <>
      <main id="main" tabIndex={-1}>
        <ConfirmationSlot />
        {form}
      </main>
      <ToastRegion />
    </>,
  );
}
