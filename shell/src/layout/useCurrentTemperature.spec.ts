import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createElement, type ReactNode } from 'react';
import { createTestQueryClient } from '@inasaku/ui';
import { toTokyoIso } from '@inasaku/domain';
import { pickCurrentTemperature, useCurrentTemperature } from './useCurrentTemperature';

describe('header temperature', () => {
  const now = new Date('2026-11-22T03:30:00Z'); // 12:30 JST

  it('writes API times at +09:00', () => {
    expect(toTokyoIso(now)).toBe('2026-11-22T12:30:00+09:00');
  });

  it('reads now_temperature of weather-infos', () => {
    expect(pickCurrentTemperature({ now_temperature: 12.4, has_position: true, stale: false, updated_at: null, days: [], hours: [] })).toBe(12.4);
  });

  it('is null when the latest weather is missing or there is no home position (spec 001 §8)', () => {
    expect(pickCurrentTemperature({ now_temperature: null, has_position: true })).toBeNull();
    expect(pickCurrentTemperature({ now_temperature: null, has_position: false })).toBeNull();
    expect(pickCurrentTemperature(null)).toBeNull();
    expect(pickCurrentTemperature({} as never)).toBeNull();
  });

  it('asks the last 3 hours of the chosen year, again when the home position moves, and null on failure', async () => {
    const calls: string[] = [];
    let answer: () => Response = () => ({ ok: true, status: 200, json: async () => ({ data: { now_temperature: 18.2 } }) }) as Response;
    global.fetch = jest.fn(async (url: string) => {
      calls.push(url);
      return answer();
    }) as unknown as typeof fetch;
    const client = createTestQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children);
    const { result, rerender } = renderHook(({ pos }) => useCurrentTemperature('mgmt-1', pos), { initialProps: { pos: null as string | null }, wrapper });
    await waitFor(() => expect(result.current).toBe(18.2));
    const q = new URLSearchParams(calls[0].split('?')[1]);
    expect(calls[0].startsWith('/inasaku/weather-infos?')).toBe(true);
    expect(q.get('management_id')).toBe('mgmt-1');
    expect(Date.parse(q.get('to_datetime')!) - Date.parse(q.get('from_datetime')!)).toBe(3 * 60 * 60 * 1000);
    answer = () => ({ ok: false, status: 500, json: async () => ({ error: { code: 'X', message: 'x' } }) }) as Response;
    await act(async () => rerender({ pos: '35.5,139.5' }));
    await waitFor(() => expect(result.current).toBeNull());
    expect(calls).toHaveLength(2);
  });
});
