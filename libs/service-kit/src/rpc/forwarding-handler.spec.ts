import 'reflect-metadata';
import { PATTERN_METADATA } from '@nestjs/microservices/constants';
import { z } from 'zod';
import { ERROR_CODES, REPORTS_SUBJECTS, type RequestContext } from '@inasaku/contracts';
import { forwardingHandler } from './forwarding-handler';

const fileSchema = z.object({ job_id: z.string() });

/** A stand-in for the reports service: what each forwarded request reached, with what. */
class JobsService {
  readonly seen: unknown[] = [];

  create(_context: RequestContext, payload: unknown) {
    this.seen.push(['create', payload]);
    return 'created';
  }

  monitor(_context: RequestContext, payload: unknown) {
    this.seen.push(['monitor', payload]);
    return 'monitored';
  }

  file(_context: RequestContext, payload: { job_id: string }) {
    this.seen.push(['file', payload]);
    return 'file';
  }
}

/** By subject group: create under its own name, get under another method, file with an explicit schema. */
class JobsHandler extends forwardingHandler(JobsService, REPORTS_SUBJECTS.exportJobs, { get: 'monitor', file: fileSchema }) {}

/** false: a subject the class answers itself gets no forwarding method. */
class PartHandler extends forwardingHandler(JobsService, REPORTS_SUBJECTS.exportJobs, { get: false, file: false }) {}

const context = { accountId: null, userId: null, managementId: null, isRootUser: false, admin: false, planType: null, pastYear: false, requestId: 'r1' };

type Forwarded = (data: unknown) => unknown;

function patternOf(handler: object, name: string): unknown {
  return Reflect.getMetadata(PATTERN_METADATA, (handler as Record<string, object>)[name]) as unknown;
}

describe('forwardingHandler by subject group', () => {
  it('handles each subject of the group with the method of its key, or the one its departure names', () => {
    const prototype = JobsHandler.prototype as unknown as Record<string, unknown>;
    expect(patternOf(prototype, 'create')).toEqual([REPORTS_SUBJECTS.exportJobs.create]);
    expect(patternOf(prototype, 'monitor')).toEqual([REPORTS_SUBJECTS.exportJobs.get]);
    expect(patternOf(prototype, 'file')).toEqual([REPORTS_SUBJECTS.exportJobs.file]);
    expect(prototype.get).toBeUndefined();
  });

  it('checks a payload with its route schema or the explicit one, and forwards it as it is', async () => {
    const service = new JobsService();
    const handler = new JobsHandler(service) as unknown as Record<string, Forwarded>;
    expect(await handler.file({ context, payload: { job_id: 'j1' } })).toBe('file');
    expect(() => handler.file({ context, payload: {} })).toThrow();
    // The route's query schema of GET /inasaku/archive/work wants a job id: none is the house's 400.
    let refusal: unknown;
    try {
      handler.monitor({ context, payload: {} });
    } catch (error) {
      refusal = error;
    }
    expect(JSON.stringify(refusal)).toContain(ERROR_CODES.validation);
    expect(service.seen).toEqual([['file', { job_id: 'j1' }]]);
  });

  it('leaves a subject marked false to the class', () => {
    const prototype = PartHandler.prototype as unknown as Record<string, unknown>;
    expect(patternOf(prototype, 'create')).toEqual([REPORTS_SUBJECTS.exportJobs.create]);
    expect(prototype.get).toBeUndefined();
    expect(prototype.file).toBeUndefined();
  });
});
