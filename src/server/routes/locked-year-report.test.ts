// Issue 34 §4: a locked year's analysis, PDF and exports state its kept figures: the data of the
// year cannot move, and they are computed with the register and settings the lock kept, so no part
// of the PDF disagrees with its EU ETS part, which is the lock's frozen copy.
import { expect, it } from 'vitest';
import { CSV_HEADER, sendJson, uploadCsv } from '../testing/audit-log';
import { pdfText } from '../testing/pdf-text';
import { declareInEts, describeApi, type ApiContext, type TestUser } from '../testing/test-app';

// Plant 1 in 2025: 480 t of CO2, 1 t of CH4 and 0.1 t of N2O (534.8 tCO2e with AR4's 25 and 298);
// and 90 t written on New Year's Day 2026 at +14:00, 31 December 2025 in UTC.
const CSV = [
  CSV_HEADER,
  '2025-06-01T10:00:00Z,1,Coal Plant Alpha,coal,100,0,250,480,1000,100,40',
  '2026-01-01T00:00:00+14:00,1,Coal Plant Alpha,coal,100,0,250,90,0,0,40',
].join('\n');

const YEAR_2025 = 'from=2025-01-01&to=2025-12-31';

interface AnalysisJson {
  gwpSet: string;
  kpis: unknown;
  inventory: unknown;
  plants: unknown;
  ets: unknown;
  register: unknown;
}

const analysis = async (t: ApiContext, user: TestUser, query: string) => {
  const res = await t.request(`/api/analysis?${query}`, { cookie: user.cookie });
  expect(res.status).toBe(200);
  const { gwpSet, kpis, inventory, plants, ets, register } = (await res.json()) as AnalysisJson;
  return { gwpSet, kpis, inventory, plants, ets, register };
};

const exported = async (t: ApiContext, user: TestUser) => {
  const res = await t.request(`/api/analysis/export?${YEAR_2025}&format=csv&role=internal`, {
    cookie: user.cookie,
  });
  expect(res.status).toBe(200);
  // The export's own date line is the day it is made.
  return (await res.text()).replace(/\d{4}-\d{2}-\d{2}T[\d:.]+Z/g, '');
};

const pdf = async (t: ApiContext, user: TestUser) => {
  const res = await t.request(`/api/reports/compliance.pdf?${YEAR_2025}&jurisdiction=EU`, {
    cookie: user.cookie,
  });
  expect(res.status).toBe(200);
  return pdfText(new Uint8Array(await res.arrayBuffer()), { layout: true });
};

/** The PDF's GHG table's CO2 (t) and its EU ETS part's reported CO2 (t). */
function pdfCo2(text: string) {
  const table = /^\s*CO₂\s+([\d,.]+)\s+1\s+([\d,.]+)\s*$/m.exec(text);
  const ets = /in 2025, ([\d,.]+) t CO₂ reported/.exec(text.replace(/\s+/g, ' '));
  return { table: table?.[1], ets: ets?.[1] };
}

describeApi("a locked year's analysis, PDF and exports", (t) => {
  it('keep the figures of the lock after a settings change, a register edit and a time zone change', async () => {
    const user = await t.signUp();
    expect((await uploadCsv(t, user, CSV, 'plant-1.csv')).status).toBe(201);
    await declareInEts(t, user, 1);
    expect((await sendJson(t, user, 'POST', '/api/years/2025/lock')).status).toBe(201);
    const kept = await analysis(t, user, YEAR_2025);
    expect(kept.gwpSet).toBe('AR4');
    const keptExport = await exported(t, user);
    const keptPdf = await pdf(t, user);
    expect(pdfCo2(keptPdf)).toEqual({ table: '480.0', ets: '480.0' });
    expect(keptPdf).toContain('534.8');

    expect((await sendJson(t, user, 'PUT', '/api/settings', { gwp_set: 'AR6' })).status).toBe(200);
    const edit = { renewable_share: 50, country: 'Germany', sector: 'Energy - Gas' };
    expect((await sendJson(t, user, 'PUT', '/api/plants/1', edit)).status).toBe(200);
    // Moving the New Year reading into 2025 is refused (zone-change-locked.test.ts).
    expect((await sendJson(t, user, 'PUT', '/api/plants/1', { timezone: 'UTC' })).status).toBe(409);

    expect(await analysis(t, user, YEAR_2025)).toEqual(kept);
    expect(await exported(t, user)).toBe(keptExport);
    const later = await pdf(t, user);
    expect(pdfCo2(later)).toEqual({ table: '480.0', ets: '480.0' });
    expect(later).toContain('534.8');
    expect(later).not.toContain('Germany');
    // Outside the locked year the settings and register apply as they are now.
    const open = await analysis(t, user, 'from=2026-01-01&to=2026-12-31');
    expect(open.gwpSet).toBe('AR6');
    expect(JSON.stringify(open.register)).toContain('Germany');
  });
});
