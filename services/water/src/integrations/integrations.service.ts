import { Inject, Injectable } from '@nestjs/common';
import {
  INTEGRATION_MESSAGES,
  type CreateIntegrationRequest, type CreateIntegrationResponse, type Integration, type LorawanNetwork, type PagedList,
  type RequestContext, type ResolveIntegrationResponse, type RevokeIntegrationRequest, type RevokeIntegrationResponse,
  type RotateIntegrationRequest, type RotateIntegrationResponse,
} from '@inasaku/contracts';
import { RpcErrors } from '@inasaku/service-kit';
import { WATER_ENV, type WaterEnv } from '../config/water-env';
import { WaterAccess } from '../sensors/water-access';
import { hashIntegrationSecret, newIntegrationSecret } from './integration-secret';
import { toIntegration } from './integration.mapper';
import { IntegrationsRepository } from './integrations.repository';
import { LorawanEvents } from './lorawan-events';

/**
 * The account's network-server integrations. The secret is made here, answered once (creation,
 * rotation) and kept only as its sha256; rotation and revocation are announced so sensor-ingest
 * refuses the old secret at once.
 */
@Injectable()
export class IntegrationsService {
  constructor(
    private readonly access: WaterAccess,
    private readonly integrations: IntegrationsRepository,
    private readonly events: LorawanEvents,
    @Inject(WATER_ENV) private readonly env: WaterEnv,
  ) {}

  async list(context: RequestContext): Promise<PagedList<Integration>> {
    const accountId = await this.access.read(context);
    const rows = await this.integrations.list(accountId);
    return { list: rows.map((r) => this.toIntegration(r)), total_count: rows.length };
  }

  async create(context: RequestContext, input: CreateIntegrationRequest): Promise<CreateIntegrationResponse> {
    const accountId = await this.access.write(context);
    const secret = newIntegrationSecret();
    const row = await this.integrations.create(accountId, {
      network: input.network, name: input.name ?? '', secretSha256: hashIntegrationSecret(secret),
    });
    return { result: '0', message: '', integration: this.toIntegration(row), secret };
  }

  async rotate(context: RequestContext, input: RotateIntegrationRequest): Promise<RotateIntegrationResponse> {
    const accountId = await this.access.write(context);
    const secret = newIntegrationSecret();
    const row = await this.integrations.rotate(accountId, input.integration_id, hashIntegrationSecret(secret));
    if (!row) {
      const found = await this.integrations.find(accountId, input.integration_id);
      return found ? RpcErrors.conflict(INTEGRATION_MESSAGES.revoked) : RpcErrors.notFound(INTEGRATION_MESSAGES.notFound);
    }
    this.events.integrationChanged(row.id);
    return { result: '0', message: '', integration: this.toIntegration(row), secret };
  }

  async revoke(context: RequestContext, input: RevokeIntegrationRequest): Promise<RevokeIntegrationResponse> {
    const accountId = await this.access.write(context);
    const row = await this.integrations.revoke(accountId, input.integration_id);
    if (!row) return RpcErrors.notFound(INTEGRATION_MESSAGES.notFound);
    this.events.integrationChanged(row.id);
    return { result: '0', message: '', integration: this.toIntegration(row) };
  }

  /** sensor-ingest's check; no session context: the secret's hash is the credential. */
  async resolve(input: { network: LorawanNetwork; secret_sha256: string }): Promise<ResolveIntegrationResponse> {
    const row = await this.integrations.findBySecret(input.network, input.secret_sha256);
    return { integration: row ? { id: row.id, account_id: row.accountId, network: row.network } : null };
  }

  private toIntegration(row: Parameters<typeof toIntegration>[0]): Integration {
    return toIntegration(row, this.env.SENSOR_INGEST_PUBLIC_URL, this.env.SENSOR_INGEST_PORT);
  }
}
