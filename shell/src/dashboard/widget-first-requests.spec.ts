import { apiFetch } from '@inasaku/ui';
import { askEarly } from '../session/early-answers';
import { planOf } from '../session/plan';
import { MANAGEMENTS, makeUser, stubFetch } from '../test/fixtures';
import { widgetFirstRequests } from './widget-first-requests';

// 2026-05-10 23:30 in Tokyo: the weather widget's window starts on the Tokyo date, not the UTC one.
const NOW = new Date('2026-05-10T14:30:00Z');
const WEATHER = '/inasaku/weather-infos?management_id=m1&from_datetime=2026-05-10T00%3A00%3A00%2B09%3A00&to_datetime=2026-05-13T23%3A59%3A59%2B09%3A00';

describe("the dashboard widgets' first requests", () => {
  it('are the first page of each widget of a plan with water management, in the chosen year', () => {
    expect(widgetFirstRequests('m1', planOf(makeUser()), NOW)).toEqual([
      '/inasaku/logs?management_id=m1&count=8',
      '/inasaku/work-progress?management_id=m1',
      '/api/informations?management_id=m1&count=3',
      '/inasaku/watergate/logs?management_id=m1&count=8',
      WEATHER,
      '/api/sensor/all?management_id=m1',
      '/api/sensor/alert?count=8',
    ]);
  });

  it('leave out the sensor widgets of a plan without water management, and the year when there is none', () => {
    const urls = widgetFirstRequests(null, planOf(makeUser({ water_management: false })), NOW);
    expect(urls).toHaveLength(5);
    expect(urls.some((u) => u.includes('/api/sensor/'))).toBe(false);
    expect(urls[0]).toBe('/inasaku/logs?count=8');
  });

  it('are asked with the year list after a sign-in to the dashboard, and a widget asking one gets that answer', async () => {
    const { calls } = stubFetch({
      'GET /api/management': () => ({ body: { data: MANAGEMENTS } }),
      'GET /inasaku/logs': () => ({ body: { data: { list: [], total_count: 0 } } }),
    });
    askEarly(makeUser({ water_management: false }), '/dashboard');
    await new Promise((r) => setTimeout(r, 0));
    const asked = calls.map((c) => c.url);
    expect(asked).toContain('/inasaku/logs?management_id=m-2026&count=8');
    await expect(apiFetch('/inasaku/logs', { query: { management_id: 'm-2026', count: 8 } })).resolves.toEqual({ list: [], total_count: 0 });
    expect(calls).toHaveLength(asked.length);
  });

  it('are not asked for another screen', async () => {
    const { calls } = stubFetch({ 'GET /api/management': () => ({ body: { data: MANAGEMENTS } }) });
    askEarly(makeUser(), '/works/settings');
    await new Promise((r) => setTimeout(r, 0));
    expect(calls.map((c) => c.url)).toEqual(['/api/management']);
  });
});
