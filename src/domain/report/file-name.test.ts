import { describe, expect, it } from 'vitest';
import { reportFileName } from './file-name';

describe('a report file name', () => {
  it("keeps data §9's jurisdiction, kind and date of generation, then names the days stated", () => {
    expect(
      reportFileName(
        'EU',
        'compliance_report',
        '2026-11-26T09:15:00.000Z',
        { startDate: '2025-01-01', endDate: '2025-01-30' },
        'pdf',
      ),
    ).toBe('eu_compliance_report_2026-11-26_2025-01-01_to_2025-01-30.pdf');
    expect(
      reportFileName(
        'COMBINED',
        'compliance_export_regulator',
        '2026-11-26T23:59:59.000Z',
        { startDate: '2024-04-01', endDate: '2024-04-30' },
        'xml',
      ),
    ).toBe('combined_compliance_export_regulator_2026-11-26_2024-04-01_to_2024-04-30.xml');
  });

  it('names no range when the report states no days', () => {
    expect(reportFileName('US', 'compliance_report', '2026-11-26T00:00:00Z', null, 'pdf')).toBe(
      'us_compliance_report_2026-11-26.pdf',
    );
  });
});
