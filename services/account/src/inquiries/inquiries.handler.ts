import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SUBJECTS, createInquirySchema } from '@inasaku/contracts';
import { parseEnvelope } from '@inasaku/service-kit';
import { InquiriesService } from './inquiries.service';

@Controller()
export class InquiriesHandler {
  constructor(private readonly inquiries: InquiriesService) {}

  /** POST /api/inquiry */
  @MessagePattern(SUBJECTS.account.inquiries.create)
  create(@Payload() data: unknown) {
    const { context, payload } = parseEnvelope(createInquirySchema, data);
    return this.inquiries.create(context, payload);
  }
}
