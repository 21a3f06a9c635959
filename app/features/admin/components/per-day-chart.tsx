import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatDay } from "../format";
import { layout } from "~/shared/constants";
import { SUBMISSION_KINDS_IN_SPEC_ORDER, chartColors } from "./chart-style";
import type { ReportData } from "~/shared/schemas/admin-replies";
import { submissionKindLabels } from "~/shared/schemas/admin";

/** Submissions per day, stacked by form, 300 px high. Loaded lazily, with Recharts. */
export default function PerDayChart({ perDay }: { perDay: ReportData["perDay"] }) {
  return (
    <ResponsiveContainer width="100%" height={layout.chartHeightPx}>
      <BarChart data={perDay} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} stroke={chartColors.grid} />
        <XAxis
          dataKey="date"
          tickFormatter={(day: string) => formatDay(day, true)}
          tick={{ fill: chartColors.axis, fontSize: 12 }}
          tickLine={false}
          axisLine={{ stroke: chartColors.grid }}
          minTickGap={16}
        />
        <YAxis
          allowDecimals={false}
          tick={{ fill: chartColors.axis, fontSize: 12 }}
          tickLine={false}
          axisLine={false}
          width={40}
        />
        <Tooltip labelFormatter={(day) => formatDay(String(day))} cursor={{ fill: chartColors.cursor }} />
        <Legend
          wrapperStyle={{ fontSize: 14 }}
          // Labels in the text colour (the swatch carries the form's colour), in docs/product.md's order.
          formatter={(label: string) => <span style={{ color: chartColors.text }}>{label}</span>}
          itemSorter={null}
        />
        {SUBMISSION_KINDS_IN_SPEC_ORDER.map((kind) => (
          <Bar
            key={kind}
            dataKey={kind}
            name={submissionKindLabels[kind]}
            stackId="kinds"
            fill={chartColors.kinds[kind]}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
