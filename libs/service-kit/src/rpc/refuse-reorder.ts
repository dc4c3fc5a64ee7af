import { RpcErrors, rpcError } from './rpc-error';

/** A domain's words for a refused reorder: the code and message of its 409, the message of a repeated key. */
export interface ReorderWords {
  conflictCode: string;
  conflict: string;
  duplicate: string;
}

/**
 * Answers a reorder that planReorder (libs/domain) refused: a row that is not the caller's is 404,
 * keys that someone else changed meanwhile the domain's 409, a key given to two rows 400 on `field`.
 */
export function refuseReorder(reason: 'not-found' | 'conflict' | 'invalid', words: ReorderWords, field: string): never {
  if (reason === 'not-found') return RpcErrors.notFound();
  if (reason === 'conflict') return rpcError(409, words.conflictCode, words.conflict);
  return RpcErrors.validation(words.duplicate, field);
}
