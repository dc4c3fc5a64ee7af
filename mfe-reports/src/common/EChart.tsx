import { Spin } from 'antd';
import { lazy, Suspense, type CSSProperties } from 'react';

// echarts is large: loaded on demand, the first time a chart is drawn (house style §7).
const ReactECharts = lazy(() => import('echarts-for-react'));

export interface EChartProps {
  option: Record<string, unknown>;
  testId: string;
  height?: number;
  style?: CSSProperties;
}

/** One echarts chart; the wrapper's data-testid lets tests and the browser test find it. */
export function EChart({ option, testId, height = 260, style }: EChartProps) {
  return (
    <div data-testid={testId} style={{ height, ...style }}>
      <Suspense fallback={<Spin />}>
        <ReactECharts option={option} style={{ height }} notMerge lazyUpdate />
      </Suspense>
    </div>
  );
}
