import { clientErrorAnswer } from './client-errors';

describe("node's parser errors as house answers", () => {
  it.each([
    ['HPE_HEADER_OVERFLOW', 431, 'REQUEST_HEADER_FIELDS_TOO_LARGE'],
    ['HPE_URI_TOO_LONG', 431, 'REQUEST_HEADER_FIELDS_TOO_LARGE'],
    ['ERR_HTTP_REQUEST_TIMEOUT', 408, 'REQUEST_TIMEOUT'],
    ['HPE_INVALID_METHOD', 400, 'BAD_REQUEST'],
    ['HPE_INVALID_CHUNK_SIZE', 400, 'BAD_REQUEST'],
    [undefined, 400, 'BAD_REQUEST'],
  ])('%s: %i %s with a Japanese message', (code, status, errorCode) => {
    const answer = clientErrorAnswer(code);
    expect(answer).toMatchObject({ status, code: errorCode });
    expect(answer?.message).toMatch(/[ぁ-んァ-ヶ一-龠]/);
  });

  it('a device that is gone gets nothing', () => {
    expect(clientErrorAnswer('ECONNRESET')).toBeNull();
    expect(clientErrorAnswer('EPIPE')).toBeNull();
  });
});
