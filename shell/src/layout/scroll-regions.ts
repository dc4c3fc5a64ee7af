/** The scrolling boxes of antd's tables: wide tables scroll sideways, long ones down. */
const SCROLL_BOXES = '.ant-table-content, .ant-table-body';

/** True when the box has more content than it shows, so only scrolling reaches the rest. */
export function scrolls(box: Pick<HTMLElement, 'scrollWidth' | 'clientWidth' | 'scrollHeight' | 'clientHeight'>): boolean {
  return box.scrollWidth > box.clientWidth + 1 || box.scrollHeight > box.clientHeight + 1;
}

/**
 * Makes every table box that scrolls reachable by keyboard (tab to it, then the arrow keys), as
 * WCAG 2.1.1 asks: a table of plain text has nothing else to focus, so its hidden columns were
 * out of reach without a mouse or a finger.
 */
export function focusScrollingTables(root: ParentNode): void {
  for (const box of root.querySelectorAll<HTMLElement>(SCROLL_BOXES)) {
    if (box.hasAttribute('tabindex') || !scrolls(box)) continue;
    box.tabIndex = 0;
  }
}

/** Keeps doing so as screens and their tables come and go; answers the function that stops it. */
export function watchScrollingTables(root: HTMLElement): () => void {
  let frame = 0;
  const schedule = () => {
    if (frame) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      focusScrollingTables(root);
    });
  };
  const mutations = new MutationObserver(schedule);
  mutations.observe(root, { childList: true, subtree: true });
  window.addEventListener('resize', schedule);
  schedule();
  return () => {
    mutations.disconnect();
    window.removeEventListener('resize', schedule);
    cancelAnimationFrame(frame);
  };
}
