import { ReadingPartitions } from './reading-partitions';
import type { ReadingPartitionsRepository } from './reading-partitions.repository';

describe('ReadingPartitions', () => {
  it('asks for this Tokyo month and the next 13, across the year end', async () => {
    const months: string[] = [];
    const repository = { createMonth: async (y: number, m: number) => void months.push(`${y}-${m}`) } as unknown as ReadingPartitionsRepository;
    // 2025-12-31 15:00Z is already January 2026 in Tokyo.
    await new ReadingPartitions(repository).ensure(new Date('2025-12-31T15:00:00Z'));
    expect(months).toEqual([
      '2026-1', '2026-2', '2026-3', '2026-4', '2026-5', '2026-6', '2026-7', '2026-8', '2026-9', '2026-10', '2026-11', '2026-12', '2027-1', '2027-2',
    ]);
  });

  it('goes on with the other months when one cannot be made', async () => {
    let calls = 0;
    const repository = {
      createMonth: async () => {
        calls += 1;
        if (calls === 1) throw new Error('default partition holds rows of that month');
      },
    } as unknown as ReadingPartitionsRepository;
    await new ReadingPartitions(repository).ensure(new Date('2026-07-01T00:00:00Z'));
    expect(calls).toBe(14);
  });
});
