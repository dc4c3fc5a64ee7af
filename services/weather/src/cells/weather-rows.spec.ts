import type { ProviderHour } from '../provider/weather-provider';
import { toDayRows, toHourRows } from './weather-rows';

function hour(time: string, over: Partial<ProviderHour> = {}): ProviderHour {
  return {
    time, temperature: 10, precipitationProbability: null, precipitation: 0, weatherCode: 0,
    windSpeed: 2, windDirection: 90, windGust: 5, ...over,
  };
}

describe('weather rows', () => {
  it('makes a day of its hours: extremes, mean, wettest hour, strongest gust, most severe code', () => {
    const hours = Array.from({ length: 24 }, (_, h) =>
      hour(`2025-05-01T${String(h).padStart(2, '0')}:00`, {
        temperature: 10 + h / 2, precipitation: h === 14 ? 3.2 : h === 15 ? 1 : 0, weatherCode: h === 14 ? 63 : 1,
        windGust: h === 3 ? 12.3 : 5, precipitationProbability: h === 14 ? 70 : 20,
      }));
    const [day] = toDayRows(hours, '2025-05-02');
    expect(day).toEqual({
      date: '2025-05-01', weatherType: 'rain', temperatureHigh: 21.5, temperatureLow: 10, temperatureAve: 15.8,
      precipIntensity: 3.2, precipTotal: 4.2, windSpeed: 12.3, precipProbability: 70, forecast: false,
    });
  });

  it('marks today and later as forecast and does not average a cut day', () => {
    const rows = toDayRows([hour('2025-05-02T00:00'), hour('2025-05-02T01:00')], '2025-05-02');
    expect(rows[0]).toMatchObject({ forecast: true, temperatureAve: null, temperatureHigh: 10 });
  });

  it('types clear hours as day or night by the local hour', () => {
    const rows = toHourRows([hour('2025-05-01T05:00'), hour('2025-05-01T06:00'), hour('2025-05-01T18:00', { weatherCode: 71 })]);
    expect(rows.map((r) => r.weatherType)).toEqual(['clear-night', 'clear-day', 'snow']);
    expect(rows[0]).toMatchObject({ temperature: 10, windSpeed: 2, windBearing: 90, precipIntensity: 0 });
  });
});
