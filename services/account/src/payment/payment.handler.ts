import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SUBJECTS, subscribeSchema } from '@inasaku/contracts';
import { parseContext, parseEnvelope } from '@inasaku/service-kit';
import { PaymentService } from './payment.service';

const payment = SUBJECTS.account.payment;

/** /api/payment, /api/payment/login */
@Controller()
export class PaymentHandler {
  constructor(private readonly payments: PaymentService) {}

  @MessagePattern(payment.login)
  status(@Payload() data: unknown) {
    return this.payments.status(parseContext(data));
  }

  @MessagePattern(payment.subscribe)
  subscribe(@Payload() data: unknown) {
    const { context, payload } = parseEnvelope(subscribeSchema, data);
    return this.payments.subscribe(context, payload);
  }

  @MessagePattern(payment.cancel)
  cancel(@Payload() data: unknown) {
    return this.payments.cancel(parseContext(data));
  }
}
