import { GeocoderError } from './geocoder';

/**
 * GET as JSON with a timeout. An empty 200 body is null (GSI's reverse geocoder answers so
 * for positions without an address); anything else that is not JSON is a GeocoderError.
 */
export async function getJson(url: URL, timeoutMs: number): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
  } catch (e) {
    throw new GeocoderError(`${url.host} unreachable: ${(e as Error).name}`);
  }
  if (!response.ok) throw new GeocoderError(`${url.host} answered HTTP ${response.status}`);
  const text = await response.text().catch(() => {
    throw new GeocoderError(`${url.host} body could not be read`);
  });
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new GeocoderError(`${url.host} answered something that is not JSON`);
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function finiteNumber(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}
