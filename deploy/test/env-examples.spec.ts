import fs from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { accountEnvSchema } from '../../services/account/src/config/account-env';
import { fieldsEnvSchema } from '../../services/fields/src/config/fields-env';
import { gatewayEnvSchema } from '../../services/gateway/src/config/gateway-config';
import { mediaEnvSchema } from '../../services/gateway/src/media/media-config';
import { metricsEnvSchema } from '../../services/gateway/src/metrics/gateway-metrics';
import { reportsEnvSchema } from '../../services/reports/src/config/reports-env';
import { ingestEnvSchema } from '../../services/sensor-ingest/src/config/ingest-env';
import { waterEnvSchema } from '../../services/water/src/config/water-env';
import { weatherEnvSchema } from '../../services/weather/src/config/weather-env';
import { worksEnvSchema } from '../../services/works/src/config/works-env';
import { envDocs, renderEnvExample } from '../../tools/env-example/render';

const root = path.resolve(__dirname, '../..');
// Every schema a service reads its environment with.
const SCHEMAS: Record<string, z.ZodObject[]> = {
  account: [accountEnvSchema],
  fields: [fieldsEnvSchema],
  gateway: [gatewayEnvSchema, mediaEnvSchema, metricsEnvSchema],
  reports: [reportsEnvSchema],
  'sensor-ingest': [ingestEnvSchema],
  water: [waterEnvSchema],
  weather: [weatherEnvSchema],
  works: [worksEnvSchema],
};

// `npm run env:examples` runs this file with UPDATE_ENV_EXAMPLES=1 to write the files.
const update = process.env.UPDATE_ENV_EXAMPLES === '1';

describe('.env.example of each service', () => {
  it('covers every service', () => {
    expect(Object.keys(SCHEMAS).sort()).toEqual(fs.readdirSync(path.join(root, 'services')).filter((s) => fs.existsSync(path.join(root, 'services', s, 'src/main.ts'))).sort());
  });

  it.each(Object.keys(SCHEMAS))('%s: is what its env schema writes (npm run env:examples)', (service) => {
    const docs = envDocs([path.join(root, 'services', service, 'src'), path.join(root, 'libs/service-kit/src/env')]);
    const expected = renderEnvExample(service, SCHEMAS[service], docs);
    const file = path.join(root, 'services', service, '.env.example');
    if (update) fs.writeFileSync(file, expected);
    expect(fs.readFileSync(file, 'utf8')).toBe(expected);
  });
});
