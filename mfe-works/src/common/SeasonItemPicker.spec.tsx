import { render, screen } from '@testing-library/react';
import { SeasonItemPicker } from './SeasonItemPicker';

const noop = () => undefined;

describe('SeasonItemPicker without seasons', () => {
  it('says 読み込み中… while they load, not that none are registered', () => {
    render(<SeasonItemPicker seasons={[]} seasonId={null} itemId={null} onSeason={noop} onItem={noop} status="loading" />);
    expect(screen.getByTestId('seasons-loading').textContent).toContain('読み込み中…');
    expect(screen.queryByText(/登録されていません/)).toBeNull();
  });

  it('says they could not be loaded when neither the server nor the device had them', () => {
    render(<SeasonItemPicker seasons={[]} seasonId={null} itemId={null} onSeason={noop} onItem={noop} status="failed" />);
    screen.getByText('作業分類を読み込めませんでした。通信状態を確認して、再読み込みしてください。');
  });

  it('says none are registered once the answer is in and empty', () => {
    render(<SeasonItemPicker seasons={[]} seasonId={null} itemId={null} onSeason={noop} onItem={noop} />);
    screen.getByText('作業分類が登録されていません。設定→作業項目で登録してください。');
  });
});
