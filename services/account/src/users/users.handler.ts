import { Controller } from '@nestjs/common';
import { SUBJECTS } from '@inasaku/contracts';
import { forwardingHandler } from '@inasaku/service-kit';
import { UsersService } from './users.service';

const users = SUBJECTS.account.users;

/** The user list and the admin API of spec 001 §7. */
@Controller()
export class UsersHandler extends forwardingHandler(UsersService, users) {}
