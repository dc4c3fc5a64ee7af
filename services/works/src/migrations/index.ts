import { CreateWorksTables1795500000000 } from './1795500000000-CreateWorksTables';
import { AddSearchGrams1795500100000 } from './1795500100000-AddSearchGrams';
import { SearchGramsWithoutPendingList1795500200000 } from './1795500200000-SearchGramsWithoutPendingList';
import { SearchGramsOfLiveRows1795500300000 } from './1795500300000-SearchGramsOfLiveRows';

/** In order; the service kit adds its own (event outbox) before these. */
export const migrations = [CreateWorksTables1795500000000, AddSearchGrams1795500100000, SearchGramsWithoutPendingList1795500200000, SearchGramsOfLiveRows1795500300000];
