import { ERROR_CODES, MESSAGES } from '@inasaku/contracts';
import { refuseReorder } from './refuse-reorder';
import { toRpcErrorBody } from './rpc-error';

const words = { conflictCode: 'ORDER_CONFLICT', conflict: '並び順がほかの操作で変更されました。', duplicate: '並び順がほかの行と同じです。' };

const bodyOf = (reason: 'not-found' | 'conflict' | 'invalid') => {
  try {
    refuseReorder(reason, words, 'brands');
  } catch (error) {
    return toRpcErrorBody(error);
  }
  return null;
};

describe('refuseReorder', () => {
  it('answers each refusal of planReorder with its error', () => {
    expect(bodyOf('not-found')).toEqual({ statusCode: 404, code: ERROR_CODES.notFound, message: MESSAGES.notFound });
    expect(bodyOf('conflict')).toEqual({ statusCode: 409, code: 'ORDER_CONFLICT', message: words.conflict });
    expect(bodyOf('invalid')).toEqual({ statusCode: 400, code: ERROR_CODES.validation, message: words.duplicate, field: 'brands' });
  });
});
