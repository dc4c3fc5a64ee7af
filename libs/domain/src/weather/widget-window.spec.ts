import { weatherWidgetWindow } from './widget-window';

describe('weatherWidgetWindow', () => {
  it('is today and the next three days in Tokyo, from 00:00:00 to 23:59:59 at +0900', () => {
    expect(weatherWidgetWindow(new Date('2026-05-10T14:30:00Z'))).toEqual({
      from_datetime: '2026-05-10T00:00:00+09:00',
      to_datetime: '2026-05-13T23:59:59+09:00',
    });
  });

  it('starts on the Tokyo date after midnight there, and crosses a month end', () => {
    expect(weatherWidgetWindow(new Date('2026-05-30T15:00:00Z'))).toEqual({
      from_datetime: '2026-05-31T00:00:00+09:00',
      to_datetime: '2026-06-03T23:59:59+09:00',
    });
  });
});
