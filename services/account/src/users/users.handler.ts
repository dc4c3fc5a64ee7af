import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  SUBJECTS, adminCreateUserSchema, adminDeleteUserSchema, adminListUsersSchema, adminUpdateUserSchema, listAccountUsersSchema,
} from '@inasaku/contracts';
import { parseEnvelope } from '@inasaku/service-kit';
import { UsersService } from './users.service';

const users = SUBJECTS.account.users;

/** The user list and the admin API of spec 001 §7. */
@Controller()
export class UsersHandler {
  constructor(private readonly users: UsersService) {}

  @MessagePattern(users.list)
  list(@Payload() data: unknown) {
    const { context, payload } = parseEnvelope(listAccountUsersSchema, data);
    return this.users.list(context, payload);
  }

  @MessagePattern(users.adminList)
  adminList(@Payload() data: unknown) {
    const { context, payload } = parseEnvelope(adminListUsersSchema, data);
    return this.users.adminList(context, payload);
  }

  @MessagePattern(users.adminCreate)
  adminCreate(@Payload() data: unknown) {
    const { context, payload } = parseEnvelope(adminCreateUserSchema, data);
    return this.users.adminCreate(context, payload);
  }

  @MessagePattern(users.adminUpdate)
  adminUpdate(@Payload() data: unknown) {
    const { context, payload } = parseEnvelope(adminUpdateUserSchema, data);
    return this.users.adminUpdate(context, payload);
  }

  @MessagePattern(users.adminDelete)
  adminDelete(@Payload() data: unknown) {
    const { context, payload } = parseEnvelope(adminDeleteUserSchema, data);
    return this.users.adminDelete(context, payload);
  }
}
