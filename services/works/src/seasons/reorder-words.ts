import { WORKS_ERROR_CODES, WORKS_MESSAGES } from '@inasaku/contracts';
import type { ReorderWords } from '@inasaku/service-kit';

/** How a refused reorder of seasons or items reads. */
export const WORKS_REORDER_WORDS: ReorderWords = {
  conflictCode: WORKS_ERROR_CODES.orderConflict,
  conflict: WORKS_MESSAGES.orderConflict,
  duplicate: WORKS_MESSAGES.sortKeyDuplicate,
};
