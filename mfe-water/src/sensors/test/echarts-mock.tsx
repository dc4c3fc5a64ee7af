/** Stands in for echarts-for-react's core in jsdom (no canvas): the series data as text, for assertions. */
export default function MockECharts({ option }: { option: { series: Array<{ data: unknown[] }>; xAxis: { data: string[] } } }) {
  return (
    <div data-testid="echarts" data-labels={option.xAxis.data.join(',')}>
      {option.series.map((s, i) => (
        <span key={i} data-testid="echarts-series">
          {s.data.join(',')}
        </span>
      ))}
    </div>
  );
}
