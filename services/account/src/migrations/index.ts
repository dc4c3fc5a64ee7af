import { CreateAuthTables1795300000000 } from './1795300000000-CreateAuthTables';
import { AccountDomain1795500000000 } from './1795500000000-AccountDomain';

/** In order; the service kit adds its own (event outbox) before these. */
export const migrations = [CreateAuthTables1795300000000, AccountDomain1795500000000];
