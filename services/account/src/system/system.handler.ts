import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { SUBJECTS, loginLogSchema, setMaintenanceSchema } from '@inasaku/contracts';
import { Handles, type Envelope } from '@inasaku/service-kit';
import { SystemService } from './system.service';

const account = SUBJECTS.account;

/** Requests that need no session: maintenance status, login logs, the dev mail outbox, ping. */
@Controller()
export class SystemHandler {
  constructor(private readonly system: SystemService) {}

  @MessagePattern(account.maintenance.get)
  getMaintenance() {
    return this.system.maintenanceStatus();
  }

  /** Used by the operator script over NATS; the gateway exposes no route for it. */
  @Handles(account.maintenance.set, setMaintenanceSchema)
  setMaintenance({ payload }: Envelope<typeof setMaintenanceSchema>) {
    return this.system.setMaintenance(payload.on, payload.message);
  }

  @Handles(account.loginLogs.create, loginLogSchema)
  createLoginLog({ context, payload }: Envelope<typeof loginLogSchema>) {
    return this.system.createLoginLog(context, payload);
  }

  @MessagePattern(account.outbox.list)
  listOutbox() {
    return this.system.listOutbox();
  }

  @MessagePattern(account.ping)
  ping() {
    return 'pong';
  }
}
