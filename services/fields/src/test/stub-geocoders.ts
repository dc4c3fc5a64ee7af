import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Local stand-ins for GSI's address search and reverse geocoder, zipcloud and the Google
 * Geocoding API, answering in each provider's real reply shape. What they answer depends on
 * the query, so tests need no shared state:
 * - address 'エラー' -> a provider failure (HTTP 500 for GSI and zipcloud, REQUEST_DENIED for Google)
 * - address '存在しない住所' and postal code 9999999 -> nothing found
 * - latitude 0 -> the sea (no address); latitude -1 -> a provider failure
 */
export interface StubGeocoders {
  url: string;
  /** Every request, as path plus query, in arrival order. */
  requests: URL[];
  close(): Promise<void>;
}

const FEATURES: Record<string, { title: string; lng: number; lat: number }[]> = {
  長野県長野市: [
    { title: '長野県長野市', lng: 138.181224, lat: 36.651282 },
    { title: '長野県長野市大字鶴賀', lng: 138.194, lat: 36.6433 },
  ],
  東京都千代田区千代田: [{ title: '東京都千代田区千代田', lng: 139.753595, lat: 35.685175 }],
  新潟県南魚沼市: [{ title: '新潟県南魚沼市', lng: 138.876, lat: 37.065 }],
};

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

function gsiSearch(url: URL, res: ServerResponse): void {
  const q = url.searchParams.get('q') ?? '';
  if (q === 'エラー') return json(res, 500, { message: 'internal error' });
  const features = Object.entries(FEATURES)
    .filter(([key]) => key.startsWith(q) || q.startsWith(key))
    .flatMap(([, list]) => list)
    .map((f) => ({ geometry: { coordinates: [f.lng, f.lat], type: 'Point' }, type: 'Feature', properties: { addressCode: '', title: f.title } }));
  json(res, 200, features);
}

function gsiReverse(url: URL, res: ServerResponse): void {
  const lat = Number(url.searchParams.get('lat'));
  if (lat === -1) return json(res, 503, {});
  if (lat === 0) return json(res, 200, {});
  json(res, 200, { results: { muniCd: '20201', lv01Nm: '大字鶴賀' } });
}

function zipcloud(url: URL, res: ServerResponse): void {
  const zipcode = url.searchParams.get('zipcode');
  if (zipcode === '1000001') {
    return json(res, 200, {
      message: null,
      results: [{ address1: '東京都', address2: '千代田区', address3: '千代田', kana1: 'ﾄｳｷｮｳﾄ', kana2: 'ﾁﾖﾀﾞｸ', kana3: 'ﾁﾖﾀﾞ', prefcode: '13', zipcode }],
      status: 200,
    });
  }
  if (zipcode === '5555555') return json(res, 500, {});
  json(res, 200, { message: null, results: null, status: 200 });
}

function google(url: URL, res: ServerResponse): void {
  if (!url.searchParams.get('key')) return json(res, 200, { status: 'REQUEST_DENIED', error_message: 'You must use an API key.', results: [] });
  const address = url.searchParams.get('address');
  const latlng = url.searchParams.get('latlng');
  if (address !== null) {
    if (address === 'エラー') return json(res, 200, { status: 'OVER_QUERY_LIMIT', error_message: 'quota', results: [] });
    if (address === '存在しない住所') return json(res, 200, { status: 'ZERO_RESULTS', results: [] });
    return json(res, 200, {
      status: 'OK',
      results: [
        {
          formatted_address: '日本、〒380-0000 長野県長野市',
          geometry: { location: { lat: 36.6485, lng: 138.1942 }, location_type: 'APPROXIMATE' },
          address_components: [],
          place_id: 'stub-1',
          types: ['locality', 'political'],
        },
      ],
    });
  }
  const lat = Number((latlng ?? '').split(',')[0]);
  if (lat === -1) return json(res, 500, {});
  if (lat === 0) return json(res, 200, { status: 'ZERO_RESULTS', results: [] });
  json(res, 200, {
    status: 'OK',
    results: [
      {
        formatted_address: '日本、〒380-0872 長野県長野市大字南長野',
        address_components: [
          { long_name: '大字南長野', short_name: '大字南長野', types: ['political', 'sublocality', 'sublocality_level_1'] },
          { long_name: '長野市', short_name: '長野市', types: ['locality', 'political'] },
          { long_name: '長野県', short_name: '長野県', types: ['administrative_area_level_1', 'political'] },
          { long_name: '日本', short_name: 'JP', types: ['country', 'political'] },
        ],
        geometry: { location: { lat: 36.65, lng: 138.18 } },
      },
    ],
  });
}

export async function startStubGeocoders(): Promise<StubGeocoders> {
  const requests: URL[] = [];
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://stub');
    requests.push(url);
    if (url.pathname === '/gsi/search') return gsiSearch(url, res);
    if (url.pathname === '/gsi/reverse') return gsiReverse(url, res);
    if (url.pathname === '/zip') return zipcloud(url, res);
    if (url.pathname === '/google/json') return google(url, res);
    json(res, 404, {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
