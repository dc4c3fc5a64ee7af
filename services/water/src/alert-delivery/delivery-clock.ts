import { Injectable } from '@nestjs/common';

/**
 * The delivery step's idea of now (quiet hours, due rows, reminders). Real time, unless a test
 * pins it to check what happens at 23:00 JST or three hours later.
 */
@Injectable()
export class DeliveryClock {
  private pinned: Date | null = null;

  now(): Date {
    return this.pinned ? new Date(this.pinned) : new Date();
  }

  pin(at: Date | null): void {
    this.pinned = at;
  }
}
