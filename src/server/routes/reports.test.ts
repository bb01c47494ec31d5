import { ANALYSIS_VERSION } from '@domain/analysis/analysis-version';
import { readFile } from 'node:fs/promises';
import { expect, it, vi } from 'vitest';
import { num } from '@domain/format';
import { SAMPLE_CSV_PATH } from '../paths';
import { pdfText } from '../testing/pdf-text';
import { describeApi, type ApiContext, type TestUser } from '../testing/test-app';
import { createServerWork } from '../work/server-tasks';

const NOW = new Date('2027-03-15T12:00:00.000Z');
const TODAY = '2027-03-15';
const YEAR = 2027;

const sampleText = readFile(SAMPLE_CSV_PATH, 'utf8');

/** What the test computes from the sample CSV itself: period, plant names and total tCO2e (AR4). */
async function sampleFigures() {
  const [header, ...lines] = (await sampleText).trim().split('\n');
  const column = (name: string) => header!.split(',').indexOf(name);
  const [date, plant, co2, ch4, n2o] = [
    'date',
    'plant_name',
    'CO2_emissions_tonnes',
    'CH4_emissions_kg',
    'N2O_emissions_kg',
  ].map(column) as [number, number, number, number, number];
  const rows = lines.map((l) => l.split(','));
  const dates = rows.map((r) => r[date]!.slice(0, 10)).sort();
  const total = rows.reduce(
    (s, r) => s + Number(r[co2]) + (Number(r[ch4]) / 1000) * 25 + (Number(r[n2o]) / 1000) * 298,
    0,
  );
  return {
    startDate: dates[0]!,
    endDate: dates.at(-1)!,
    plants: [...new Set(rows.map((r) => r[plant]!))],
    totalGhg: num(total, 1),
  };
}

async function uploadSample(t: ApiContext, user: TestUser): Promise<string> {
  const form = new FormData();
  form.append('file', new File([await sampleText], 'sample_data.csv', { type: 'text/csv' }));
  const res = await t.request('/api/files', { method: 'POST', cookie: user.cookie, body: form });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

// The report's parts by jurisdiction (data §4: EU CSRD, EU ETS, Data Act; US SEC), by their headings.
const PART_HEADINGS = {
  CSRD: 'CSRD and ESRS',
  ETS: 'EU Emissions Trading System',
  DATA_ACT: 'EU Data Act',
  SEC: 'US SEC climate disclosure (voluntary)',
};
const PARTS = {
  EU: ['CSRD', 'ETS', 'DATA_ACT'],
  US: ['SEC'],
  COMBINED: ['CSRD', 'ETS', 'DATA_ACT', 'SEC'],
} as const;
// Words that appear only in a part's own text.
const ABSENT_WORDS = {
  EU: ['SEC'],
  US: ['CSRD', 'Emissions Trading System', 'Data Act'],
  COMBINED: [],
};

describeApi(
  'GET /api/reports/compliance.pdf',
  (t) => {
    const getPdf = (user: TestUser, query: string) =>
      t.request(`/api/reports/compliance.pdf?${query}`, { cookie: user.cookie });

    it('downloads a PDF named for the jurisdiction and today, holding only its parts', async () => {
      const user = await t.signUp();
      const id = await uploadSample(t, user);
      const cases = [
        ['EU', `fileId=${id}&jurisdiction=EU`],
        ['US', `fileId=${id}&jurisdiction=US`],
        ['COMBINED', `fileId=${id}&jurisdiction=COMBINED`],
        ['COMBINED', `fileId=${id}`],
      ] as const;
      for (const [jurisdiction, query] of cases) {
        const res = await getPdf(user, query);
        expect(res.status, query).toBe(200);
        expect(res.headers.get('content-type')).toBe('application/pdf');
        // data §9's name, then the sample's days the report states.
        const name = `${jurisdiction.toLowerCase()}_compliance_report_${TODAY}_2025-01-01_to_2025-01-30.pdf`;
        expect(res.headers.get('content-disposition')).toBe(
          `attachment; filename="${name}"; filename*=UTF-8''${name}`,
        );
        const pdf = new Uint8Array(await res.arrayBuffer());
        expect(new TextDecoder().decode(pdf.subarray(0, 5))).toBe('%PDF-');
        const text = await pdfText(pdf);
        for (const [part, heading] of Object.entries(PART_HEADINGS)) {
          const included = (PARTS[jurisdiction] as readonly string[]).includes(part);
          expect(text.includes(heading), `${query}: ${heading}`).toBe(included);
        }
        for (const word of ABSENT_WORDS[jurisdiction]) {
          expect(text, `${query}: ${word}`).not.toContain(word);
        }
      }
    });

    it('answers 422 saying there is no data, not a failed render, for a scope without data', async () => {
      const user = await t.signUp();
      const empty = async (path: string, message: string) => {
        const res = await t.request(path, { cookie: user.cookie });
        expect(res.status, path).toBe(422);
        expect(await res.json(), path).toEqual({ error: 'no_data', message });
      };
      const noUploads = 'No data provided for the compliance report';
      await empty('/api/reports/compliance.pdf', noUploads);
      await empty('/api/analysis/export?format=json&role=internal', noUploads);
      const id = await uploadSample(t, user);
      const range = 'from=2030-01-01&to=2030-12-31';
      for (const path of [
        `/api/reports/compliance.pdf?${range}`,
        `/api/reports/compliance.pdf?fileId=${id}&${range}`,
        `/api/analysis/export?format=json&role=internal&${range}`,
        `/api/files/${id}/export?format=csv&role=internal&${range}`,
      ]) {
        await empty(path, 'No data in this range');
      }
    });

    it('names the days a report of a range states in its file name', async () => {
      const user = await t.signUp();
      await uploadSample(t, user);
      const range = 'from=2025-01-10&to=2025-01-20';
      const pdf = await getPdf(user, `jurisdiction=EU&${range}`);
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-disposition')).toContain(
        `filename="eu_compliance_report_${TODAY}_2025-01-10_to_2025-01-20.pdf"`,
      );
      const exported = await t.request(
        `/api/analysis/export?format=csv&role=internal&jurisdiction=US&${range}`,
        { cookie: user.cookie },
      );
      expect(exported.headers.get('content-disposition')).toContain(
        `filename="us_compliance_export_internal_${TODAY}_2025-01-10_to_2025-01-20.csv"`,
      );
    });

    it('prints the country the user declared in the plant register, for a whole file and the history', async () => {
      const user = await t.signUp();
      const id = await uploadSample(t, user);
      const before = await pdfText(
        new Uint8Array(await (await getPdf(user, `fileId=${id}`)).arrayBuffer()),
      );
      expect(before).not.toContain('Poland');
      const declared = await t.request('/api/plants/1', {
        method: 'PUT',
        cookie: user.cookie,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ country: 'Poland' }),
      });
      expect(declared.status).toBe(200);
      for (const query of [`fileId=${id}`, 'jurisdiction=COMBINED']) {
        const res = await getPdf(user, query);
        expect(res.status, query).toBe(200);
        expect(await pdfText(new Uint8Array(await res.arrayBuffer())), query).toContain('Poland');
      }
    });

    it('prints the period, facilities, total GHG, €, CO₂, entity, generation time and page numbers', async () => {
      const user = await t.signUp();
      const id = await uploadSample(t, user);
      // The sample's data are of 2025: the entity is the one on 2025's record, not this year's.
      for (const [year, company_name] of [
        [2025, 'Acme Power GmbH'],
        [YEAR, 'Acme Renamed AG'],
      ] as const) {
        const permit = await t.request(`/api/permits/year/${year}`, {
          method: 'PUT',
          cookie: user.cookie,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ active_permits: 1, company_name }),
        });
        expect(permit.status).toBe(200);
      }
      const res = await getPdf(user, `fileId=${id}&jurisdiction=COMBINED`);
      expect(res.status).toBe(200);
      const text = await pdfText(new Uint8Array(await res.arrayBuffer()));
      const sample = await sampleFigures();

      expect(text).toContain(`${sample.startDate} to ${sample.endDate}`);
      expect(sample.plants).toHaveLength(4);
      for (const plant of sample.plants) expect(text).toContain(plant);
      expect(text).toContain(sample.totalGhg);
      expect(text).toContain('€');
      expect(text).toContain('CO₂');
      expect(text).toContain('Acme Power GmbH');
      expect(text).not.toContain('Acme Renamed AG');
      expect(text).toContain(`${TODAY} 12:00 UTC`);
      expect(text).toContain('AR4: CH₄ 25, N₂O 298');
      expect(text).toContain('on 2025-03-27 the SEC voted to end its defence');
      expect(text).not.toMatch(/specification|\/api\//);

      const pages = [...text.matchAll(/Page (\d+) of (\d+)/g)];
      const total = Number(pages[0]?.[2]);
      expect(total).toBeGreaterThan(1);
      expect(pages.map((m) => `${m[1]}/${m[2]}`)).toEqual(
        Array.from({ length: total }, (_, i) => `${i + 1}/${total}`),
      );
    });

    it('recomputes a stored analysis of another version or an unreadable shape before rendering', async () => {
      for (const [analysis, version] of [
        [{ kpis: { totalEmissions: 1 } }, 0],
        [{ kpis: 'not an object' }, ANALYSIS_VERSION],
      ] as const) {
        // A user of its own: a user stores the sample's bytes once.
        const user = await t.signUp();
        const id = await uploadSample(t, user);
        await t.db
          .updateTable('csv_files')
          .set({ analysis: JSON.stringify(analysis), analysis_version: version })
          .where('id', '=', id)
          .execute();
        const res = await getPdf(user, `fileId=${id}&jurisdiction=EU`);
        expect(res.status, `version ${version}`).toBe(200);
        const text = await pdfText(new Uint8Array(await res.arrayBuffer()));
        expect(text).toContain('Coal Plant Alpha');
        const row = await t.db
          .selectFrom('csv_files')
          .select('analysis_version')
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        expect(row.analysis_version).toBe(ANALYSIS_VERSION);
      }
    });

    it("answers another user's file exactly like a missing one: 404", async () => {
      const owner = await t.signUp();
      const id = await uploadSample(t, owner);
      const other = await t.signUp();
      const foreign = await getPdf(other, `fileId=${id}`);
      const missing = await getPdf(other, 'fileId=00000000-0000-0000-0000-000000000000');
      expect(foreign.status).toBe(404);
      expect(missing.status).toBe(404);
      const body = await foreign.json();
      expect(body).toEqual({ error: 'not_found', message: 'File not found' });
      expect(await missing.json()).toEqual(body);
    });

    it('refuses a jurisdiction other than EU, US or COMBINED, or a range that does not read: 400', async () => {
      const user = await t.signUp();
      const id = await uploadSample(t, user);
      for (const query of [
        `fileId=${id}&jurisdiction=UK`,
        `fileId=${id}&jurisdiction=eu`,
        `fileId=${id}&jurisdiction=`,
      ]) {
        const res = await getPdf(user, query);
        expect(res.status, query).toBe(400);
        expect(await res.json()).toMatchObject({ error: 'invalid_request' });
      }
      const reversed = await getPdf(user, `fileId=${id}&from=2025-02-01&to=2025-01-01`);
      expect(reversed.status).toBe(400);
      expect(await reversed.json()).toMatchObject({ error: 'invalid_scope' });
    });

    it('refuses a request without a session: 401', async () => {
      const res = await t.request('/api/reports/compliance.pdf?fileId=x');
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({
        error: 'unauthorized',
        message: 'User not authenticated',
      });
    });

    it('stops a render past the time limit and answers 503 with a message naming the limit', async () => {
      const user = await t.signUp();
      const id = await uploadSample(t, user);
      const usual = t.services.work;
      // A pool whose time limit no render meets (uploads share the pool: the sample is stored first).
      t.services.work = createServerWork({ threads: 1, queueLimit: 4, timeoutMs: 1 });
      try {
        const res = await getPdf(user, `fileId=${id}`);
        expect(res.status).toBe(503);
        expect(await res.json()).toEqual({
          error: 'work_timeout',
          message: 'Rendering the PDF report took longer than the limit of 1 s and was stopped.',
        });
      } finally {
        await t.services.work.close();
        t.services.work = usual;
      }
    });

    it('answers a rendering failure with a JSON 500', async () => {
      const user = await t.signUp();
      const id = await uploadSample(t, user);
      const render = vi
        .spyOn(t.services.work, 'run')
        .mockRejectedValueOnce(new Error('Rendering the PDF report: font missing'));
      try {
        const res = await getPdf(user, `fileId=${id}`);
        expect(res.status).toBe(500);
        expect(res.headers.get('content-type')).toMatch(/^application\/json/);
        expect(await res.json()).toEqual({
          error: 'internal_error',
          message: 'An unexpected error occurred',
        });
      } finally {
        render.mockRestore();
      }
    });
  },
  { now: () => new Date(NOW) },
);

describeApi(
  'GET /api/reports/compliance.pdf with one worker thread and no queue',
  (t) => {
    it('answers a report that finds every thread busy with 503, Retry-After and a JSON message', async () => {
      const user = await t.signUp();
      const id = await uploadSample(t, user);
      const answers = await Promise.all(
        [1, 2].map(() =>
          t.request(`/api/reports/compliance.pdf?fileId=${id}`, { cookie: user.cookie }),
        ),
      );
      expect(answers.map((r) => r.status).sort()).toEqual([200, 503]);
      const busy = answers.find((r) => r.status === 503)!;
      expect(Number(busy.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(await busy.json()).toEqual({
        error: 'busy',
        message: expect.stringMatching(
          /^The server is busy with other reports and uploads\. Try again in \d+ s\.$/,
        ),
      });
    });
  },
  { config: { work: { threads: 1, queueLimit: 0, timeoutMs: 120_000 } } },
);

describeApi('GET /api/reports/compliance.pdf in line with other reports', (t) => {
  /** Renders that wait until `release` is called, noting each one's jurisdiction when it starts. */
  function holdRenders() {
    const started: string[] = [];
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const run = vi.spyOn(t.services.work, 'run').mockImplementation(async (_task, input) => {
      started.push((input as { jurisdiction: string }).jurisdiction);
      await released;
      return new TextEncoder().encode('%PDF-').buffer;
    });
    const enter = vi.spyOn(t.services.work, 'enter');
    return {
      started,
      release,
      enter,
      restore() {
        release();
        run.mockRestore();
        enter.mockRestore();
      },
    };
  }

  const pdf = (user: TestUser, query: string, signal?: AbortSignal) =>
    t.request(`/api/reports/compliance.pdf?${query}`, { cookie: user.cookie, signal });

  it('renders no report whose client has already gone', async () => {
    const user = await t.signUp();
    const id = await uploadSample(t, user);
    const renders = holdRenders();
    renders.release();
    try {
      const res = await pdf(user, `fileId=${id}`, AbortSignal.abort());
      expect(res.status).toBe(499);
      expect(renders.started).toEqual([]);
    } finally {
      renders.restore();
    }
  });

  it("renders one report of a user at a time: another user's goes ahead of their second, a fifth in line gets 503", async () => {
    const [a, b] = [await t.signUp(), await t.signUp()];
    const [fileOfA, fileOfB] = [await uploadSample(t, a), await uploadSample(t, b)];
    const renders = holdRenders();
    try {
      const first = pdf(a, `fileId=${fileOfA}&jurisdiction=EU`);
      await vi.waitFor(() => expect(renders.started).toEqual(['EU']));
      const behind = [1, 2, 3].map(() => pdf(a, `fileId=${fileOfA}&jurisdiction=US`));
      await vi.waitFor(() => expect(renders.enter).toHaveBeenCalledTimes(4));
      const fifth = await pdf(a, `fileId=${fileOfA}&jurisdiction=US`);
      expect(fifth.status).toBe(503);
      expect(Number(fifth.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(await fifth.json()).toEqual({
        error: 'busy',
        message: expect.stringMatching(
          /^Your earlier requests still wait for their turn \(at most 4 at once\)\. Try again in \d+ s\.$/,
        ),
      });
      const ofB = pdf(b, `fileId=${fileOfB}&jurisdiction=COMBINED`);
      await vi.waitFor(() => expect(renders.started).toEqual(['EU', 'COMBINED']));
      renders.release();
      const answers = await Promise.all([first, ...behind, ofB]);
      expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
      expect(renders.started).toEqual(['EU', 'COMBINED', 'US', 'US', 'US']);
    } finally {
      renders.restore();
    }
  });

  it("renders no report whose client went while it waited for the user's earlier one", async () => {
    const user = await t.signUp();
    const id = await uploadSample(t, user);
    const renders = holdRenders();
    try {
      const first = pdf(user, `fileId=${id}&jurisdiction=EU`);
      await vi.waitFor(() => expect(renders.started).toEqual(['EU']));
      const client = new AbortController();
      const gone = pdf(user, `fileId=${id}&jurisdiction=US`, client.signal);
      await vi.waitFor(() => expect(renders.enter).toHaveBeenCalledTimes(2));
      client.abort();
      expect((await gone).status).toBe(499);
      renders.release();
      expect((await first).status).toBe(200);
      expect(renders.started).toEqual(['EU']);
    } finally {
      renders.restore();
    }
  });
});
