import { CreateFieldsTables1795400000000 } from './1795400000000-CreateFieldsTables';
import { CreateYearCarryovers1795600000000 } from './1795600000000-CreateYearCarryovers';
import { AddBoundaries1796600000000 } from './1796600000000-AddBoundaries';
import { AddImportUploads1796700000000 } from './1796700000000-AddImportUploads';

/** In order; the service kit adds its own (event outbox) before these. */
export const migrations = [CreateFieldsTables1795400000000, CreateYearCarryovers1795600000000, AddBoundaries1796600000000, AddImportUploads1796700000000];
