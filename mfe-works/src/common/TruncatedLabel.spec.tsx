import { render } from '@testing-library/react';
import { needsTooltip, TOOLTIP_THRESHOLD_PX, TruncatedLabel } from './TruncatedLabel';

describe('names wider than 110 px get a tooltip (spec 000 §2.6, §9)', () => {
  it('decides by the text width', () => {
    expect(TOOLTIP_THRESHOLD_PX).toBe(110);
    expect(needsTooltip(110)).toBe(false);
    expect(needsTooltip(111)).toBe(true);
  });

  it('cuts a wide name and marks it for the tooltip; a short one stays plain', () => {
    const width = jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get');
    width.mockReturnValue(180);
    const wide = render(<TruncatedLabel text="とても長い作業項目の名前です" />);
    expect(wide.container.querySelector('[data-truncated="yes"]')).not.toBeNull();
    width.mockReturnValue(60);
    const short = render(<TruncatedLabel text="元肥" />);
    expect(short.container.querySelector('[data-truncated="no"]')).not.toBeNull();
    width.mockRestore();
  });
});
