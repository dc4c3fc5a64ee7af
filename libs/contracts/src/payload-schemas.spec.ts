import { payloadSchemaOf } from './payload-schemas';
import { REPORTS_SUBJECTS, monitorArchiveSchema, requestArchiveSchema } from './reports';
import { WORKS_SUBJECTS, listSeasonsSchema } from './works';

describe('payloadSchemaOf', () => {
  it("gives a subject the schema its route checks the request with: the body's, else the query's", () => {
    expect(payloadSchemaOf(REPORTS_SUBJECTS.exportJobs.create)).toBe(requestArchiveSchema);
    expect(payloadSchemaOf(REPORTS_SUBJECTS.exportJobs.get)).toBe(monitorArchiveSchema);
    expect(payloadSchemaOf(WORKS_SUBJECTS.seasons.list)).toBe(listSeasonsSchema);
  });

  it('gives none for a NATS-only subject, nor for a route whose path params widen the payload', () => {
    expect(payloadSchemaOf(REPORTS_SUBJECTS.exportJobs.file)).toBeUndefined();
    expect(payloadSchemaOf(WORKS_SUBJECTS.workHistories.update)).toBeUndefined();
  });
});
