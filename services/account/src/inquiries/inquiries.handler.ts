import { Controller } from '@nestjs/common';
import { SUBJECTS, createInquirySchema } from '@inasaku/contracts';
import { forwardingHandler } from '@inasaku/service-kit';
import { InquiriesService } from './inquiries.service';

@Controller()
export class InquiriesHandler extends forwardingHandler(InquiriesService, {
  /** POST /api/inquiry */
  create: [SUBJECTS.account.inquiries.create, createInquirySchema],
}) {}
