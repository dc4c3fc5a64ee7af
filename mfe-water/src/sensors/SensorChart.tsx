import { Skeleton } from 'antd';
import { lazy, Suspense, useMemo, type ComponentType } from 'react';
import type { ChartPoint } from './sensor-view';

interface EChartsProps {
  option: object;
  style?: React.CSSProperties;
  notMerge?: boolean;
  opts?: { renderer?: 'canvas' | 'svg' };
}

// echarts is loaded on demand (ARCHITECTURE §7.7): only the line chart and what it needs.
const ECharts = lazy(async (): Promise<{ default: ComponentType<EChartsProps> }> => {
  const [core, echarts, charts, components, renderers] = await Promise.all([
    import('echarts-for-react/lib/core'),
    import('echarts/core'),
    import('echarts/charts'),
    import('echarts/components'),
    import('echarts/renderers'),
  ]);
  echarts.use([charts.LineChart, components.GridComponent, components.TooltipComponent, components.TitleComponent, renderers.CanvasRenderer]);
  const Core = core.default as unknown as ComponentType<EChartsProps & { echarts: unknown }>;
  return { default: (props: EChartsProps) => <Core echarts={echarts} {...props} /> };
});

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export interface SensorChartProps {
  title: string;
  points: readonly ChartPoint[];
  value: 'level' | 'temperature';
  color: string;
  testId: string;
  height?: number;
}

/** One line chart of a sensor's readings (water level or water temperature), oldest to newest. */
export function SensorChart({ title, points, value, color, testId, height = 180 }: SensorChartProps) {
  const option = useMemo(
    () => ({
      // No drawing animation for people (and screenshots) that ask for reduced motion.
      animation: !prefersReducedMotion(),
      title: { text: title, left: 0, top: 0, textStyle: { fontSize: 13, fontWeight: 'normal' } },
      grid: { left: 40, right: 12, top: 32, bottom: 24 },
      tooltip: { trigger: 'axis' },
      xAxis: { type: 'category', boundaryGap: false, data: points.map((p) => p.label) },
      yAxis: { type: 'value', scale: true },
      series: [
        {
          type: 'line',
          name: title,
          data: points.map((p) => p[value]),
          connectNulls: true,
          showSymbol: points.length <= 12,
          lineStyle: { color, width: 2 },
          itemStyle: { color },
        },
      ],
    }),
    [title, points, value, color],
  );
  return (
    <div data-testid={testId} data-points={points.length} style={{ height }}>
      <Suspense fallback={<Skeleton active paragraph={{ rows: 3 }} title={false} />}>
        <ECharts option={option} notMerge style={{ height, width: '100%' }} />
      </Suspense>
    </div>
  );
}
