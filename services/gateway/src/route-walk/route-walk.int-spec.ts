import { ROUTES, type RouteName } from '@inasaku/contracts';
import { RawNatsClient, latestCodeFor, testContext, testUrls } from '@inasaku/testing';
// The real services and the stand-ins their own suites use, booted in this process; no runtime
// code crosses the projects.
/* eslint-disable @nx/enforce-module-boundaries */
import * as account from '../../../account/src/app.module';
import * as fields from '../../../fields/src/app.module';
import * as works from '../../../works/src/app.module';
import * as water from '../../../water/src/app.module';
import * as weather from '../../../weather/src/app.module';
import * as reports from '../../../reports/src/app.module';
import { startStubGeocoders } from '../../../fields/src/test/stub-geocoders';
import { startOpenMeteoStub } from '../../../weather/src/test/open-meteo-stub';
/* eslint-enable @nx/enforce-module-boundaries */
import { WalkBrowser, startWalkSystem, type OutsideWorld, type WalkSystem } from './walk-system';
import type { Caller, Step, StepInput, WalkContext, WalkState } from './walk-step';
import { OTHER_EMAIL, PASSWORD, authSteps, closingAuthSteps, memberSteps } from './steps/auth-steps';
import { closingFieldsSteps, fieldsSteps } from './steps/fields-steps';
import { worksSteps } from './steps/works-steps';
import { waterSteps } from './steps/water-steps';
import { reportsSteps, weatherSteps } from './steps/weather-reports-steps';
import { accountSteps, closingAccountSteps } from './steps/account-steps';

/**
 * The route-table walk of the answers: every route of ROUTES is called through the real gateway
 * in front of the real services with a valid request, and its answer's `data` must pass the
 * route's `response` schema (a field renamed or missing in a service fails here). A route added
 * to the table without a step fails the last test.
 */
const STEPS: Step[] = [
  ...authSteps, ...memberSteps, ...fieldsSteps, ...worksSteps, ...waterSteps, ...weatherSteps, ...reportsSteps,
  ...accountSteps, ...closingFieldsSteps, ...closingAuthSteps, ...closingAccountSteps,
];

/** Geocoders and Open-Meteo stand-ins (payment runs on the sandbox provider, mail goes to the outbox folder). */
async function outsideWorld(): Promise<OutsideWorld> {
  const geocoders = await startStubGeocoders();
  const meteo = await startOpenMeteoStub();
  return {
    env: {
      GSI_ADDRESS_SEARCH_URL: `${geocoders.url}/gsi/search`,
      GSI_REVERSE_GEOCODER_URL: `${geocoders.url}/gsi/reverse`,
      POSTAL_CODE_URL: `${geocoders.url}/zip`,
      GOOGLE_GEOCODING_URL: `${geocoders.url}/google`,
      OPEN_METEO_FORECAST_URL: meteo.forecastUrl,
      OPEN_METEO_ARCHIVE_URL: meteo.archiveUrl,
    },
    async close() {
      await geocoders.close();
      await meteo.close();
    },
  };
}

function urlOf(path: string, input: StepInput): string {
  const filled = path.replace(/:([A-Za-z_]+)/g, (_m, name: string) => encodeURIComponent(input.params?.[name] ?? ''));
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(input.query ?? {})) if (v !== undefined) query.set(k, String(v));
  const qs = query.toString();
  return qs ? `${filled}?${qs}` : filled;
}

/** Where an answer left its schema, as `path: message` lines. */
function schemaProblems(route: RouteName, data: unknown): string[] {
  const parsed = ROUTES[route].response.safeParse(data);
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.') || '(data)'}: ${i.message}`);
}

describe('the route-table walk of answers (every route of ROUTES through the gateway)', () => {
  jest.setTimeout(120_000);
  let system: WalkSystem;
  let nats: RawNatsClient;
  let browsers: Record<Caller, WalkBrowser>;
  let context: WalkContext;
  const state: WalkState = {};
  const called = new Set<RouteName>();

  beforeAll(async () => {
    system = await startWalkSystem([account, fields, works, water, weather, reports], await outsideWorld());
    nats = await RawNatsClient.connect(testUrls().nats);
    browsers = { root: new WalkBrowser(system.app), member: new WalkBrowser(system.app), other: new WalkBrowser(system.app) };
    context = { codeFor: (email) => latestCodeFor(system.outboxDir, email), call: (subject, payload) => nats.call(subject, payload, testContext({ admin: true })) };
    await browsers.other.signUpAndIn(system.outboxDir, OTHER_EMAIL, PASSWORD);
  });

  afterAll(async () => {
    await nats?.close();
    await system?.close();
  });

  STEPS.forEach((step, i) => {
    const { method, path } = ROUTES[step.route];
    it(`${String(i + 1).padStart(3, '0')} ${step.route} (${method} ${path}${step.as ? `, as ${step.as}` : ''})`, async () => {
      await step.prepare?.(state, context);
      const input = step.input?.(state) ?? {};
      const res = await browsers[step.as ?? 'root'].send(method, urlOf(path, input), method === 'GET' ? undefined : (input.body ?? {}));
      called.add(step.route);
      expect({ status: res.status, error: res.body?.error }).toEqual({ status: 200, error: undefined });
      expect(schemaProblems(step.route, res.body.data)).toEqual([]);
      step.keep?.(res.body.data, state);
    });
  });

  it('called every route of the table', () => {
    expect(Object.keys(ROUTES).filter((name) => !called.has(name as RouteName))).toEqual([]);
  });
});
