import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { layout } from "~/shared/constants";
import { SUBMISSION_KINDS_IN_SPEC_ORDER, chartColors } from "./chart-style";
import type { DashboardData } from "~/shared/schemas/admin-replies";
import { submissionKindLabels } from "~/shared/schemas/admin";

/** The dashboard's Overview (docs/product.md §2): one bar per form, 300 px high. Loaded lazily, with Recharts. */
export default function OverviewChart({ counts }: { counts: DashboardData["counts"] }) {
  const data = SUBMISSION_KINDS_IN_SPEC_ORDER.map((kind) => ({
    label: submissionKindLabels[kind],
    count: counts[kind],
    kind,
  }));
  return (
    <ResponsiveContainer width="100%" height={layout.chartHeightPx}>
      <BarChart data={data} accessibilityLayer={false} margin={{ top: 16, right: 16, bottom: 8, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} stroke={chartColors.grid} />
        <XAxis
          dataKey="label"
          interval={0}
          tick={{ fill: chartColors.axis, fontSize: 13 }}
          tickLine={false}
          axisLine={{ stroke: chartColors.grid }}
        />
        <YAxis allowDecimals={false} tick={{ fill: chartColors.axis }} tickLine={false} axisLine={false} width={48} />
        <Tooltip cursor={{ fill: chartColors.cursor }} />
        <Bar dataKey="count" name="Submissions" radius={[6, 6, 0, 0]} maxBarSize={96}>
          {data.map((entry) => (
            <Cell key={entry.kind} fill={chartColors.kinds[entry.kind]} />
          ))}
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}
