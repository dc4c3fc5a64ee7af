import type { Step } from '../walk-step';

const window = { from_datetime: '2026-05-01T00:00:00+09:00', to_datetime: '2026-05-08T00:00:00+09:00' };

/** Weather at the home position set by the fields steps (Open-Meteo stand-in), and a 積算温度 setting. */
export const weatherSteps: Step[] = [
  { route: 'weatherInfos.create', input: () => ({ body: {} }) },
  {
    route: 'weatherSettings.create', input: () => ({ body: { name: '出穂後', datetime: '2026-05-01', cumulative: '1000', basetemp: '0', correction: '0' } }),
    keep: (d, s) => (s.settingId = d.setting_id),
  },
  { route: 'weatherSettings.list', input: () => ({ query: {} }) },
  {
    route: 'weatherSettings.update',
    input: (s) => ({ body: { setting_id: s.settingId, name: '田植え後', datetime: '2026-05-02', cumulative: '900', basetemp: '10', correction: '0' } }),
  },
  { route: 'weatherInfos.get', input: () => ({ query: window }) },
  { route: 'weatherHistories.daily', input: () => ({ query: window }) },
  { route: 'weatherHistories.hourly', input: () => ({ query: { from_datetime: window.from_datetime, to_datetime: '2026-05-02T00:00:00+09:00' } }) },
  { route: 'weatherAccumulations.list', input: () => ({ query: window }) },
  { route: 'weatherSettings.delete', input: (s) => ({ body: { setting_id: s.settingId } }) },
];

/** The image export job of the year's work (the works steps left one history). */
export const reportsSteps: Step[] = [
  { route: 'exportJobs.create', input: () => ({ body: { with_image: 1 } }), keep: (d, s) => (s.jobId = d.job_id) },
  { route: 'exportJobs.get', input: (s) => ({ query: { with_image: 1, job_id: s.jobId } }) },
];
