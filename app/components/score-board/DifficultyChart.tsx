import type { DifficultySummary } from "../../lib/score-board";

const columnWidth = 40;
const barWidth = 22;
const chartHeight = 84;
const top = 16;

/**
 * Solved against available per difficulty, as a bar chart drawn in SVG by us
 * (docs/decisions/0021-score-board-chart-in-svg.md): it renders on the server like any markup.
 * `label` names the whole chart for screen readers; the numbers are also drawn as text.
 */
export function DifficultyChart({ summaries, label }: { summaries: readonly DifficultySummary[]; label: string }) {
  const most = Math.max(1, ...summaries.map((s) => s.available));
  const height = (count: number) => (count / most) * chartHeight;
  return (
    <svg viewBox={`0 0 ${columnWidth * summaries.length} ${top + chartHeight + 18}`} width="100%" height="112" role="img" aria-label={label} data-testid="difficulty-chart">
      {summaries.map((s, i) => {
        const x = i * columnWidth + (columnWidth - barWidth) / 2;
        const base = top + chartHeight;
        return (
          <g key={s.difficulty}>
            <rect x={x} y={base - height(s.available)} width={barWidth} height={height(s.available)} rx="3" fill="var(--chakra-colors-gray-700)" />
            <rect x={x} y={base - height(s.solved)} width={barWidth} height={height(s.solved)} rx="3" fill="var(--chakra-colors-green-400)" />
            <text x={x + barWidth / 2} y={base - height(s.available) - 4} textAnchor="middle" fontSize="9" fill="var(--chakra-colors-gray-300)">
              {s.solved}/{s.available}
            </text>
            <text x={x + barWidth / 2} y={base + 13} textAnchor="middle" fontSize="10" fill="var(--chakra-colors-yellow-400)">
              ★
              <tspan fill="var(--chakra-colors-gray-200)">{s.difficulty}</tspan>
            </text>
          </g>
        );
      })}
    </svg>
  );
}
