import { Controller } from '@nestjs/common';
import { SUBJECTS, subscribeSchema } from '@inasaku/contracts';
import { Handles, type Envelope } from '@inasaku/service-kit';
import { PaymentService } from './payment.service';

const payment = SUBJECTS.account.payment;

/** /api/payment, /api/payment/login */
@Controller()
export class PaymentHandler {
  constructor(private readonly payments: PaymentService) {}

  @Handles(payment.login)
  status({ context }: Envelope) {
    return this.payments.status(context);
  }

  @Handles(payment.subscribe, subscribeSchema)
  subscribe({ context, payload }: Envelope<typeof subscribeSchema>) {
    return this.payments.subscribe(context, payload);
  }

  @Handles(payment.cancel)
  cancel({ context }: Envelope) {
    return this.payments.cancel(context);
  }
}
