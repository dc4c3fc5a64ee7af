import { Select } from 'antd';
import type { Management } from '@inasaku/contracts';
import { managementYear } from '@inasaku/domain';
import { SHELL } from '@inasaku/ui';

export interface YearSelectorProps {
  /** Newest first. */
  managements: Management[];
  value: string | null;
  loading?: boolean;
  onChange: (managementId: string) => void;
}

/** The management year above the menu items (spec 000 §2.1, §4.2). */
export function YearSelector({ managements, value, loading, onChange }: YearSelectorProps) {
  return (
    <div style={{ padding: '4px 16px 12px' }}>
      <Select
        style={{ width: '100%' }}
        aria-label={SHELL.yearSelector}
        placeholder={SHELL.yearSelector}
        loading={loading}
        disabled={!loading && managements.length === 0}
        value={value ?? undefined}
        options={managements.map((m) => ({ value: m.management_id, label: `${managementYear(m)}${SHELL.yearSuffix}` }))}
        onChange={onChange}
        data-testid="year-select"
      />
    </div>
  );
}
