import userEvent from '@testing-library/user-event';
import { byTestId } from '../../common/test/render';

// One set of render helpers for the whole remote (src/common/test); settings adds only `choose`.
export * from '../../common/test/render';

/** Opens an antd Select by its data-testid and picks the option with that text. */
export async function choose(user: ReturnType<typeof userEvent.setup>, testId: string, optionText: string) {
  const { screen } = await import('@testing-library/react');
  const select = byTestId(testId)!;
  await user.click(select.querySelector('.ant-select-selector, .ant-select-content') ?? select);
  const options = await screen.findAllByText(optionText, { selector: '.ant-select-item-option-content, .ant-select-item-option-content *' });
  await user.click(options[options.length - 1]);
}
