// The data-quality report of a file or a scope as a schema: the one definition of its shape.
import { z } from 'zod';

export const QualityWarningSchema = z
  .object({
    kind: z.enum([
      'duplicate_timestamp',
      'missing_hours',
      'plant_name_changed',
      'fuel_type_changed',
    ]),
    message: z.string(),
    lines: z.array(z.number()),
  })
  .describe('One warning that does not refuse the file, pointing at the lines concerned.');

export const DataQualityReportSchema = z
  .object({
    rows: z.number(),
    plants: z.number(),
    firstDate: z.string().nullable().describe('first reading, YYYY-MM-DD HH:MM:SS as written'),
    lastDate: z.string().nullable(),
    delimiter: z.enum([',', ';']).nullable().describe('null for several uploads'),
    decimalSeparator: z.enum(['.', ',']).nullable(),
    warnings: z.array(QualityWarningSchema).describe('the first warnings of each kind'),
    warningCount: z.number().describe('every warning found, including those not listed'),
  })
  .meta({ id: 'DataQualityReport' });
