/**
 * jsdom has no canvas: tests replace echarts-for-react with a div that carries the option it was
 * given, so a test reads what the chart would draw. The lazy import in EChart still runs.
 */
export function EChartsStub({ option }: { option: unknown }) {
  return <div data-testid="echart" data-option={JSON.stringify(option)} />;
}

/** The option of the chart inside the element with this data-testid. */
export function chartOption(testId: string): Record<string, any> {
  const el = document.querySelector(`[data-testid="${testId}"] [data-testid="echart"]`);
  if (!el) throw new Error(`no chart in ${testId}`);
  return JSON.parse(el.getAttribute('data-option')!);
}
