import type { GeocodeResult } from '@inasaku/contracts';
import { ApiError } from '@inasaku/ui';
import { SearchOutlined } from '@ant-design/icons';
import { Button, Card, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { fieldsApi } from '../api';
import { MARKER_TEXTS } from '../texts';

/** '見つかりません' for no candidates (404), 'エラー発生' for everything else (spec 001 §8). */
export function geocodeErrorText(error: unknown): string {
  return error instanceof ApiError && error.status === 404 ? MARKER_TEXTS.notFound : MARKER_TEXTS.failed;
}

/**
 * Address or postal-code search of the home-position tool: one candidate moves the map at
 * once, several are listed to choose from.
 */
export function AddressSearch({ onChoose, width }: { onChoose: (result: GeocodeResult) => void; width: number | string }) {
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<GeocodeResult[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [searching, setSearching] = useState(false);
  const empty = query.trim() === '';

  const search = async () => {
    if (empty) return;
    setSearching(true);
    setError(null);
    setResults([]);
    try {
      const found = await fieldsApi.geocode(query.trim());
      if (found.length === 0) setError(MARKER_TEXTS.notFound);
      else if (found.length === 1) onChoose(found[0]);
      else setResults(found);
    } catch (e) {
      setError(geocodeErrorText(e));
    } finally {
      setSearching(false);
    }
  };

  return (
    <Card size="small" style={{ width, boxShadow: '0 2px 10px rgba(0,0,0,0.25)' }} styles={{ body: { padding: 8 } }}>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          data-testid="address-input"
          value={query}
          allowClear
          placeholder={MARKER_TEXTS.searchPlaceholder}
          onChange={(e) => setQuery(e.target.value)}
          onPressEnter={search}
        />
        <Button type="primary" icon={<SearchOutlined />} data-testid="address-search" disabled={empty} loading={searching} onClick={search}>
          {MARKER_TEXTS.search}
        </Button>
      </Space.Compact>
      {error ? (
        <Typography.Text type="danger" data-testid="address-error" style={{ display: 'block', marginTop: 6 }}>
          {error}
        </Typography.Text>
      ) : null}
      {results.length > 1 ? (
        <div data-testid="address-results" role="list" style={{ marginTop: 6, maxHeight: 240, overflowY: 'auto' }}>
          <Typography.Text type="secondary" style={{ display: 'block', padding: '2px 4px' }}>
            {MARKER_TEXTS.results}
          </Typography.Text>
          {results.map((r, i) => (
            <Button
              key={`${r.label}-${i}`}
              role="listitem"
              type="text"
              block
              data-testid="address-result"
              style={{ textAlign: 'start', justifyContent: 'flex-start', whiteSpace: 'normal', height: 'auto', minHeight: 36 }}
              onClick={() => {
                setResults([]);
                onChoose(r);
              }}
            >
              {r.label}
            </Button>
          ))}
        </div>
      ) : null}
    </Card>
  );
}
