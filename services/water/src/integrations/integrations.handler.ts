import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { z } from 'zod';
import { LORAWAN_NETWORKS, LORAWAN_SUBJECTS, WATER_SUBJECTS, type ResolveIntegrationResponse } from '@inasaku/contracts';
import { forwardingHandler } from '@inasaku/service-kit';
import { IntegrationsService } from './integrations.service';

const subjects = WATER_SUBJECTS.integrations;
const resolveSchema = z.object({ network: z.enum(LORAWAN_NETWORKS), secret_sha256: z.string().regex(/^[0-9a-f]{64}$/) });

@Controller()
export class IntegrationsHandler extends forwardingHandler(IntegrationsService, subjects) {
  /** sensor-ingest only (an anonymous context; the secret's hash is the credential). Anything unreadable resolves to nothing. */
  @MessagePattern(LORAWAN_SUBJECTS.resolveIntegration)
  async resolve(@Payload() data: unknown): Promise<ResolveIntegrationResponse> {
    const payload = resolveSchema.safeParse((data as { payload?: unknown } | null)?.payload);
    if (!payload.success) return { integration: null };
    return this.service.resolve(payload.data);
  }
}
