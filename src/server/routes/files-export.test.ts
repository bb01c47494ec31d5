import { readFile } from 'node:fs/promises';
import { XMLParser } from 'fast-xml-parser';
import Papa from 'papaparse';
import { expect, it } from 'vitest';
import { SAMPLE_CSV_PATH } from '../paths';
import { describeApi, type ApiContext, type TestUser } from '../testing/test-app';

interface AnalysisJson {
  kpis: Record<string, unknown>;
  period: { startDate: string; endDate: string; year: number };
  sec: { generatedAt: string };
  permits?: {
    permit_year: number;
    active_permits: number;
    isCurrentYear: boolean;
    input: { current_date: string };
  };
}

interface ExportJson {
  metadata: Record<string, unknown>;
  summary?: { totalGHGEmissions: number; facilitiesCount: number };
  aggregatedData?: { totalGHGEmissions: number };
  facilities?: unknown[];
  etsCompliance?: unknown;
  secDisclosure?: unknown;
}

const NOW = new Date('2027-03-15T12:00:00.000Z');
const TODAY = '2027-03-15';
const YEAR = 2027;

const sampleBytes = readFile(SAMPLE_CSV_PATH);

async function uploadSample(t: ApiContext, user: TestUser): Promise<string> {
  const form = new FormData();
  form.append('file', new File([await sampleBytes], 'sample_data.csv', { type: 'text/csv' }));
  const res = await t.request('/api/files', { method: 'POST', cookie: user.cookie, body: form });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

const putPermit = async (t: ApiContext, user: TestUser, year: number, body: object) => {
  const res = await t.request(`/api/permits/year/${year}`, {
    method: 'PUT',
    cookie: user.cookie,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
};

// data §6: what each role's export holds besides metadata and reportingPeriod.
const REPORT_TEXTS = ['conclusion', 'executiveSummary', 'framework', 'title'];
const ROLE_PARTS: Record<string, string[]> = {
  public: ['summary'],
  partner: ['aggregatedData'],
  regulator: ['aggregatedData', 'etsCompliance', 'facilities'],
  internal: [
    'aggregatedData',
    'csrdCompliance',
    'dataActCompliance',
    'etsCompliance',
    'facilities',
    'secDisclosure',
    'sections',
    ...REPORT_TEXTS,
  ],
};

const MIME_TYPES = {
  json: 'application/json; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
} as const;

/** The top-level parts of an export, read back with a parser of its format. */
function exportedParts(format: keyof typeof MIME_TYPES, text: string): string[] {
  if (format === 'json') return Object.keys(JSON.parse(text) as object);
  if (format === 'xml') {
    const doc = new XMLParser().parse(text) as { complianceReportExport: object };
    return Object.keys(doc.complianceReportExport);
  }
  const { data, errors } = Papa.parse<{ section: string; field: string }>(text, {
    header: true,
    skipEmptyLines: true,
  });
  expect(errors).toEqual([]);
  // Facilities are `facility` rows; the report's own texts are `report` rows named in `field`.
  return data.flatMap((r) =>
    r.section === 'facility' ? ['facilities'] : r.section === 'report' ? [r.field] : [r.section],
  );
}

const sorted = (names: string[]) => [...new Set(names)].sort();

describeApi(
  'file analysis and exports',
  (t) => {
    const get = (user: TestUser, path: string, headers?: RequestInit['headers']) =>
      t.request(path, { cookie: user.cookie, headers });

    it('answers the analysis with an ETag that revalidates to 304', async () => {
      const user = await t.signUp();
      const id = await uploadSample(t, user);
      const res = await get(user, `/api/files/${id}/analysis`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(res.headers.get('cache-control')).toBe('private, no-cache');
      const analysis = (await res.json()) as AnalysisJson;
      expect(Object.keys(analysis.kpis).length).toBeGreaterThan(0);
      expect(analysis.period).toEqual({
        startDate: '2025-01-01',
        endDate: '2025-01-30',
        year: 2025,
      });
      expect(analysis).not.toHaveProperty('permits');
      const etag = res.headers.get('etag');
      expect(etag).toMatch(/^"[^"]+"$/);

      const again = await get(user, `/api/files/${id}/analysis`, { 'if-none-match': etag! });
      expect(again.status).toBe(304);
      expect(again.headers.get('etag')).toBe(etag);
      expect(await again.text()).toBe('');
      const stale = await get(user, `/api/files/${id}/analysis`, { 'if-none-match': '"stale"' });
      expect(stale.status).toBe(200);
    });

    it("follows the clock: today's date in the SEC extract and the permit's current date", async () => {
      const user = await t.signUp();
      const id = await uploadSample(t, user);
      await putPermit(t, user, YEAR, { active_permits: 2 });
      const analysis = (await (
        await get(user, `/api/files/${id}/analysis?year=${YEAR}`)
      ).json()) as AnalysisJson;
      expect(analysis.sec.generatedAt).toBe(TODAY);
      expect(analysis.permits?.input.current_date).toBe(TODAY);
    });

    it("changes the ETag with the compliance year's permit record, which the analysis then holds", async () => {
      const user = await t.signUp();
      const id = await uploadSample(t, user);
      const path = `/api/files/${id}/analysis?year=${YEAR}`;
      const etagOf = async () => (await get(user, path)).headers.get('etag')!;

      // Another year's record is not this compliance year's (any record may be a year's, so the
      // ETag follows every record).
      await putPermit(t, user, YEAR - 1, { active_permits: 9 });
      const before = await etagOf();
      expect(((await (await get(user, path)).json()) as AnalysisJson).permits).toBeUndefined();

      await putPermit(t, user, YEAR, { active_permits: 3 });
      const created = await get(user, path, { 'if-none-match': before });
      expect(created.status).toBe(200);
      const afterCreate = created.headers.get('etag')!;
      expect(afterCreate).not.toBe(before);
      expect(((await created.json()) as AnalysisJson).permits).toMatchObject({
        permit_year: YEAR,
        active_permits: 3,
        isCurrentYear: true,
      });

      await putPermit(t, user, YEAR, { active_permits: 5 });
      const updated = await get(user, path, { 'if-none-match': afterCreate });
      expect(updated.status).toBe(200);
      expect(updated.headers.get('etag')).not.toBe(afterCreate);
      expect(((await updated.json()) as AnalysisJson).permits?.active_permits).toBe(5);
    });

    it("exports JSON, CSV and XML holding only each role's scope, as a named download", async () => {
      const user = await t.signUp();
      const id = await uploadSample(t, user);
      for (const format of ['json', 'csv', 'xml'] as const) {
        for (const [role, parts] of Object.entries(ROLE_PARTS)) {
          const res = await get(user, `/api/files/${id}/export?format=${format}&role=${role}`);
          expect(res.status, `${format} ${role}`).toBe(200);
          expect(res.headers.get('content-type')).toBe(MIME_TYPES[format]);
          const name = `combined_compliance_export_${role}_${TODAY}_2025-01-01_to_2025-01-30.${format}`;
          expect(res.headers.get('content-disposition')).toBe(
            `attachment; filename="${name}"; filename*=UTF-8''${name}`,
          );
          expect(sorted(exportedParts(format, await res.text())), `${format} ${role}`).toEqual(
            sorted(['metadata', 'reportingPeriod', ...parts]),
          );
        }
      }
    });

    it('fills the export metadata and figures from the file, the clock and the permit record of the year it reports', async () => {
      const user = await t.signUp();
      const id = await uploadSample(t, user);
      // The sample's data are of 2025: the entity is the one on 2025's record, not this year's.
      await putPermit(t, user, 2025, { active_permits: 1, company_name: 'Acme Power' });
      await putPermit(t, user, YEAR, { active_permits: 1, company_name: 'Acme Power Renamed' });
      const exported = async (role: string) =>
        (await (
          await get(user, `/api/files/${id}/export?format=json&role=${role}`)
        ).json()) as ExportJson;
      const pub = await exported('public');
      expect(pub.metadata).toEqual({
        role: 'public',
        access: ['read'],
        scope: ['summary_data'],
        generatedAt: NOW.toISOString(),
        reportingEntity: 'Acme Power',
        jurisdiction: 'COMBINED',
      });
      const internal = await exported('internal');
      expect(internal.metadata).toMatchObject({
        role: 'internal',
        access: ['read', 'write', 'export'],
      });
      expect(internal.facilities).toHaveLength(4);
      expect(pub.summary?.facilitiesCount).toBe(4);
      expect(pub.summary?.totalGHGEmissions).toBe(internal.aggregatedData?.totalGHGEmissions);
    });

    it('exports for the EU, US or COMBINED jurisdiction and refuses any other', async () => {
      const user = await t.signUp();
      const id = await uploadSample(t, user);
      const exportFor = (jurisdiction: string) =>
        get(user, `/api/files/${id}/export?format=json&role=internal&jurisdiction=${jurisdiction}`);

      const eu = await exportFor('EU');
      expect(eu.headers.get('content-disposition')).toContain(
        `filename="eu_compliance_export_internal_${TODAY}_2025-01-01_to_2025-01-30.json"`,
      );
      const euBody = (await eu.json()) as ExportJson;
      expect(euBody.metadata.jurisdiction).toBe('EU');
      expect(euBody.etsCompliance).not.toBeNull();
      expect(euBody.secDisclosure).toBeNull();

      const usBody = (await (await exportFor('US')).json()) as ExportJson;
      expect(usBody.metadata.jurisdiction).toBe('US');
      expect(usBody.etsCompliance).toBeNull();
      expect(usBody.secDisclosure).not.toBeNull();

      const combined = (await (await exportFor('COMBINED')).json()) as ExportJson;
      expect(combined.etsCompliance).not.toBeNull();
      expect(combined.secDisclosure).not.toBeNull();

      for (const other of ['UK', 'eu', '']) {
        const res = await exportFor(other);
        expect(res.status, `jurisdiction=${other}`).toBe(400);
        expect(await res.json()).toMatchObject({ error: 'invalid_request' });
      }
    });

    it('refuses an unknown role (403 "Unauthorized role") and format (400 "Unsupported format")', async () => {
      const user = await t.signUp();
      const id = await uploadSample(t, user);
      const unauthorized = { error: 'unauthorized_role', message: 'Unauthorized role' };
      for (const role of ['admin', 'constructor', '__proto__', 'PUBLIC']) {
        const res = await get(user, `/api/files/${id}/export?format=json&role=${role}`);
        expect(res.status, role).toBe(403);
        expect(await res.json()).toEqual(unauthorized);
      }
      for (const format of ['pdf', 'JSON', '']) {
        const res = await get(user, `/api/files/${id}/export?format=${format}&role=public`);
        expect(res.status, format).toBe(400);
        expect(await res.json()).toEqual({
          error: 'unsupported_format',
          message: 'Unsupported format',
        });
      }
      const missing = await get(user, `/api/files/${id}/export?format=json`);
      expect(missing.status).toBe(400);
      expect(await missing.json()).toMatchObject({ error: 'invalid_request' });
    });
  },
  { now: () => new Date(NOW) },
);
