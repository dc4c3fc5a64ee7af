import { toIntegration } from './integration.mapper';

const row = {
  id: '7d1f1c1e-0c4e-4a57-9d55-1f7a2b0c9e11', accountId: 'a', network: 'tts' as const, name: '本田圃',
  createdAt: new Date('2026-07-01T00:00:00Z'), rotatedAt: null, revokedAt: null,
};

describe('toIntegration', () => {
  it('the webhook URL is the configured public base (a trailing slash or not) and the network server\'s path', () => {
    expect(toIntegration(row, 'https://ingest.example.jp/', 3110).webhook_url).toBe('https://ingest.example.jp/v1/integrations/tts');
    expect(toIntegration({ ...row, network: 'chirpstack' }, 'https://ingest.example.jp', 3110).webhook_url)
      .toBe('https://ingest.example.jp/v1/integrations/chirpstack');
  });

  it('without a public base the screen builds it from its host and the port; times at +09:00; never a secret', () => {
    const i = toIntegration(row, undefined, 4242);
    expect(i).toEqual({
      integration_id: row.id, network: 'tts', name: '本田圃', webhook_url: null, webhook_path: '/v1/integrations/tts', webhook_port: 4242,
      created_at: '2026-07-01T09:00:00+09:00', rotated_at: null, revoked_at: null,
    });
  });
});
