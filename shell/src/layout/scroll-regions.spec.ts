import { focusScrollingTables, scrolls } from './scroll-regions';

function box(className: string, size: { scrollWidth: number; clientWidth: number; scrollHeight?: number; clientHeight?: number }, tabindex?: string): HTMLElement {
  const el = document.createElement('div');
  el.className = className;
  if (tabindex !== undefined) el.setAttribute('tabindex', tabindex);
  for (const [k, v] of Object.entries({ scrollHeight: 100, clientHeight: 100, ...size })) Object.defineProperty(el, k, { value: v });
  document.body.append(el);
  return el;
}

describe('focusScrollingTables', () => {
  afterEach(() => document.body.replaceChildren());

  it('makes a table box that scrolls focusable, and leaves boxes that fit and boxes with their own tabindex alone', () => {
    const wide = box('ant-table-content', { scrollWidth: 900, clientWidth: 360 });
    const tall = box('ant-table-body', { scrollWidth: 360, clientWidth: 360, scrollHeight: 900, clientHeight: 640 });
    const fits = box('ant-table-content', { scrollWidth: 360, clientWidth: 360 });
    const own = box('ant-table-content', { scrollWidth: 900, clientWidth: 360 }, '-1');
    const other = box('not-a-table', { scrollWidth: 900, clientWidth: 360 });
    focusScrollingTables(document);
    expect([wide, tall, fits, own, other].map((e) => e.getAttribute('tabindex'))).toEqual(['0', '0', null, '-1', null]);
  });

  it('counts a box as scrolling only past a pixel of rounding', () => {
    expect(scrolls({ scrollWidth: 361, clientWidth: 360, scrollHeight: 10, clientHeight: 10 })).toBe(false);
    expect(scrolls({ scrollWidth: 362, clientWidth: 360, scrollHeight: 10, clientHeight: 10 })).toBe(true);
  });
});
