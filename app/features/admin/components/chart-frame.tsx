import { Suspense } from "react";
import { layout } from "~/shared/constants";

/**
 * Holds a chart's place (exactly the chart's height) while its code loads. The chart itself is
 * hidden from assistive technology: every chart sits beside text or a table saying the same.
 */
export function ChartFrame({ children }: { children: React.ReactNode }) {
  return (
    <div className="chart-frame" style={{ height: layout.chartHeightPx }} aria-hidden="true">
      <Suspense fallback={null}>{children}</Suspense>
    </div>
  );
}
