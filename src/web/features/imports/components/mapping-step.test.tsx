import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '@web/testing/fake-api';
import { fieldMessage } from '@web/testing/fields';
import { renderWithApp } from '@web/testing/render';
import { REQUIRED_HEADERS } from '@domain/constants';
import { importProfileSchema } from '@domain/imports/import-profile';
import { EPA_DAILY_PROFILE, epaDailyFile } from '@domain/testing/epa-daily';
import { EPA_HOURLY_PROFILE, epaHourlyFile, epaHours } from '@domain/testing/epa-hourly';
import type { SavedProfile } from '../api/import-profiles';
import type { WorkbookPreview } from '../api/preview-workbook';
import type { FileSample } from '../lib/file-sample';
import { MappingStep } from './mapping-step';

// A historian's export: German headers, semicolons, decimal commas, kWh, GJ and kg, local time.
const EXPORT = [
  'Zeitstempel;Anlage;Anlagenname;Brennstoff;Strom [kWh];Brennstoffeinsatz [GJ];CO2 [kg]',
  '01.01.2025 00:00;7;Nord;Gas;1234,5;36;12,5',
  '01.01.2025 01:00;7;Nord;Gas;2000;72;25',
].join('\n');

const sampleOf = (text: string): FileSample => ({
  bytes: new TextEncoder().encode(`${text}\n`),
  delimiter: ';',
});

function renderStep(onUpload = vi.fn<(profile: SavedProfile) => Promise<void>>(async () => {})) {
  renderWithApp(
    <MappingStep
      fileName="historian.csv"
      source={{ kind: 'csv', sample: sampleOf(EXPORT) }}
      onUpload={onUpload}
      onCancel={() => {}}
    />,
    '/settings',
  );
  return onUpload;
}

const select = (label: string) => screen.getByLabelText<HTMLSelectElement>(label);
const choose = (label: string, value: string | HTMLElement) =>
  userEvent.selectOptions(select(label), value);
const markAbsent = async (...columns: string[]) => {
  for (const column of columns) {
    const absent = within(select(column)).getByRole('option', { name: /^Not in the file/ });
    await userEvent.selectOptions(select(column), absent);
  }
};
const preview = () => screen.getByRole('table', { name: /Preview/ });
/** The preview's cells under a heading, row by row. */
function previewColumn(heading: string): string[] {
  const headings = within(preview())
    .getAllByRole('columnheader')
    .map((h) => h.textContent);
  const k = headings.indexOf(heading);
  return within(preview())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[k]!.textContent!);
}

describe("the mapping step of a file without the spec's columns", () => {
  it('proposes the headers that obviously hold a column, with the units they name', () => {
    renderStep();
    expect(select('date').value).toBe('Zeitstempel');
    expect(select('plant_id').value).toBe('Anlage');
    expect(select('plant_name').value).toBe('Anlagenname');
    expect(select('fuel_type').value).toBe('Brennstoff');
    expect(select('electricity_output_MWh').value).toBe('Strom [kWh]');
    expect(select('fuel_consumption_MWh').value).toBe('Brennstoffeinsatz [GJ]');
    expect(select('CO2_emissions_tonnes').value).toBe('CO2 [kg]');
    expect(select('heat_output_MWh').value).toBe('');
    expect(select('Unit of electricity_output_MWh').value).toBe('kWh');
    expect(select('Unit of fuel_consumption_MWh').value).toBe('GJ');
    expect(select('Unit of CO2_emissions_tonnes').value).toBe('kg');
    expect(select('Unit of heat_output_MWh').value).toBe('MWh');
    expect(screen.getByLabelText<HTMLInputElement>('Date format').value).toBe('DD.MM.YYYY HH:mm');
    expect(select('Decimal separator').value).toBe(',');
    expect(screen.getByLabelText<HTMLInputElement>('Profile name').value).toBe('historian');
  });

  it('offers "not in the file" only for heat output, CO2, CH4, N2O and efficiency', () => {
    renderStep();
    const absentOffered = (column: string) =>
      within(select(column)).queryByRole('option', { name: /^Not in the file/ }) !== null;
    for (const column of [
      'heat_output_MWh',
      'CO2_emissions_tonnes',
      'CH4_emissions_kg',
      'N2O_emissions_kg',
      'efficiency_percent',
    ]) {
      expect(absentOffered(column), column).toBe(true);
    }
    for (const column of [
      'date',
      'plant_id',
      'plant_name',
      'fuel_type',
      'electricity_output_MWh',
      'fuel_consumption_MWh',
    ]) {
      expect(absentOffered(column), column).toBe(false);
    }
    // Issue 38: a calculation-based plant's export may hold no CO2; the option says what follows.
    expect(
      within(select('CO2_emissions_tonnes')).getByRole('option', { name: /^Not in the file/ })
        .textContent,
    ).toBe('Not in the file (not reported: estimated from the plant’s fuel type)');
  });

  it('previews the first rows converted: UTC dates, MWh and tonnes', async () => {
    renderStep();
    expect(screen.queryByRole('table', { name: /Preview/ })).toBeNull();
    await markAbsent(
      'heat_output_MWh',
      'CH4_emissions_kg',
      'N2O_emissions_kg',
      'efficiency_percent',
    );
    await choose('Time zone', 'Europe/Berlin');
    // Midnight in Berlin in winter (UTC+1) is 23:00 UTC the day before.
    expect(previewColumn('date (UTC)')).toEqual([
      '2024-12-31T23:00:00.000Z',
      '2025-01-01T00:00:00.000Z',
    ]);
    // 1,234.5 kWh = 1.2345 MWh; 36 GJ = 10 MWh (1 MWh = 3.6 GJ); 12.5 kg = 0.0125 t.
    expect(previewColumn('electricity_output_MWh')).toEqual(['1.2345', '2']);
    expect(previewColumn('fuel_consumption_MWh')).toEqual(['10', '20']);
    expect(previewColumn('CO2_emissions_tonnes')).toEqual(['0.0125', '0.025']);
    // Efficiency derived: (1.2345 + 0) / 10 = 12.345 %.
    expect(previewColumn('efficiency_percent')).toEqual(['12.345', '10']);

    // A unit changed is in the preview at once: 1,234.5 MWh as it stands.
    await choose('Unit of electricity_output_MWh', 'MWh');
    expect(previewColumn('electricity_output_MWh')).toEqual(['1,234.5', '2,000']);
  });

  it('lists the rows the mapping cannot read: a decimal point where the file writes commas', async () => {
    renderStep();
    await markAbsent(
      'heat_output_MWh',
      'CH4_emissions_kg',
      'N2O_emissions_kg',
      'efficiency_percent',
    );
    await choose('Decimal separator', '.');
    const problems = screen
      .getByText('Rows at the start of the file this mapping cannot read:')
      .closest<HTMLElement>('[role="status"]')!;
    expect(
      within(problems)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Row 2: Strom [kWh] must be a number, got 1234,5',
      'Row 2: CO2 [kg] must be a number, got 12,5',
    ]);
  });

  it('shows each problem under its field and saves nothing', async () => {
    const api = fakeApi({});
    const onUpload = renderStep();
    await choose('plant_id', '');
    await userEvent.clear(screen.getByLabelText('Date format'));
    await userEvent.type(screen.getByLabelText('Date format'), 'DD.MM.YYYY QQ');
    await userEvent.clear(screen.getByLabelText('Profile name'));
    await userEvent.click(screen.getByRole('button', { name: 'Save profile and upload' }));

    await waitFor(() => expect(fieldMessage('plant_id')).toBe('columns.plant_id names no header'));
    expect(fieldMessage('heat_output_MWh')).toBe(
      'columns.heat_output_MWh names no header: map it or mark it absent',
    );
    expect(fieldMessage('Date format')).toBe(
      'The date format has "Q" at position 12: use YYYY, MM, M, DD, D, HH, H, mm, ss and Z, and [text] for other letters',
    );
    expect(fieldMessage('Profile name')).toBe('A profile needs a name');
    expect(fieldMessage('date')).toBeNull();
    expect(api.count('POST /api/import-profiles')).toBe(0);
    expect(onUpload).not.toHaveBeenCalled();
  });

  it('saves the profile, then uploads through it; a taken name shows under the name', async () => {
    let sent: unknown = null;
    const api = fakeApi({
      'POST /api/import-profiles': ({ init }) => {
        sent = JSON.parse(String(init.body));
        return api.count('POST /api/import-profiles') === 1
          ? json(
              {
                error: 'profile_name_exists',
                message: 'An import profile named "historian" already exists',
              },
              409,
            )
          : json({ id: 'p-1', ...(sent as object), created_at: 'x', updated_at: 'x' }, 201);
      },
      'GET /api/import-profiles': () => json({ profiles: [] }),
    });
    const onUpload = renderStep();
    await markAbsent(
      'heat_output_MWh',
      'CH4_emissions_kg',
      'N2O_emissions_kg',
      'efficiency_percent',
    );
    await choose('Time zone', 'Europe/Berlin');
    const submit = screen.getByRole('button', { name: 'Save profile and upload' });
    await userEvent.click(submit);
    await waitFor(() =>
      expect(fieldMessage('Profile name')).toBe(
        'An import profile named "historian" already exists',
      ),
    );
    expect(onUpload).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText('Profile name'), ' export');
    await userEvent.click(submit);
    await waitFor(() => expect(onUpload).toHaveBeenCalledTimes(1));
    expect(sent).toEqual({
      name: 'historian export',
      columns: {
        date: 'Zeitstempel',
        plant_id: 'Anlage',
        plant_name: 'Anlagenname',
        fuel_type: 'Brennstoff',
        electricity_output_MWh: 'Strom [kWh]',
        fuel_consumption_MWh: 'Brennstoffeinsatz [GJ]',
        CO2_emissions_tonnes: 'CO2 [kg]',
      },
      units: {
        electricity_output_MWh: 'kWh',
        fuel_consumption_MWh: 'GJ',
        CO2_emissions_tonnes: 'kg',
      },
      absent: ['heat_output_MWh', 'CH4_emissions_kg', 'N2O_emissions_kg', 'efficiency_percent'],
      date_format: 'DD.MM.YYYY HH:mm',
      timezone: 'Europe/Berlin',
      decimal: ',',
      delimiter: null,
      fixed: {},
      // A row of blanks is a missing hour unless the profile says the plant was off.
      empty: 'missing',
      sheet: null,
      // Each row a reading: its dates hold a time.
      period: 'reading',
    });
    expect(onUpload.mock.calls[0]![0]).toMatchObject({ id: 'p-1', name: 'historian export' });
  });

  it('gives a plant name and a country for every row, and says a row of blanks is an hour the plant was off', async () => {
    let sent: { fixed?: unknown; empty?: unknown; columns?: Record<string, unknown> } = {};
    fakeApi({
      'POST /api/import-profiles': ({ init }) => {
        sent = JSON.parse(String(init.body)) as typeof sent;
        return json({ id: 'p-4', ...sent, created_at: 'x', updated_at: 'x' }, 201);
      },
      'GET /api/import-profiles': () => json({ profiles: [] }),
    });
    // No plant name column; the second hour's measures are blank: the plant was off.
    const outage = [
      'Zeitstempel;Anlage;Brennstoff;Strom [kWh];Brennstoffeinsatz [GJ];CO2 [kg]',
      '01.01.2025 00:00;7;Gas;1234,5;36;12,5',
      '01.01.2025 01:00;7;Gas;;;',
    ].join('\n');
    const onUpload = vi.fn(async () => {});
    renderWithApp(
      <MappingStep
        fileName="outage.csv"
        source={{ kind: 'csv', sample: sampleOf(outage) }}
        onUpload={onUpload}
        onCancel={() => {}}
      />,
      '/settings',
    );
    await markAbsent(
      'heat_output_MWh',
      'CH4_emissions_kg',
      'N2O_emissions_kg',
      'efficiency_percent',
    );
    await choose('plant_name', within(select('plant_name')).getByRole('option', { name: /^One/ }));
    await userEvent.type(screen.getByLabelText('Plant name for every row'), 'Nord');
    // Without an operating-time column a row of blanks is a missing hour unless said otherwise.
    expect(select('A row of blank measures').value).toBe('missing');
    await waitFor(() => expect(previewColumn('plant_name')).toEqual(['Nord']));
    await choose('A row of blank measures', 'not_operating');
    // The blank hour is stored as an hour the plant did not run.
    await waitFor(() => expect(previewColumn('plant_name')).toEqual(['Nord', 'Nord']));
    // No country unless chosen; the register's countries to choose from.
    const country = select('Country of every plant (not in the file)');
    expect(country.value).toBe('');
    expect(within(country).getByRole('option', { name: 'Germany' })).toBeTruthy();
    await choose('Country of every plant (not in the file)', 'Germany');

    await userEvent.click(screen.getByRole('button', { name: 'Save profile and upload' }));
    await waitFor(() => expect(onUpload).toHaveBeenCalledTimes(1));
    expect(sent.fixed).toEqual({ plant_name: 'Nord', country: 'Germany' });
    expect(sent.empty).toBe('not_operating');
    expect(sent.columns).not.toHaveProperty('plant_name');
  });

  it('asks what a row of blanks means only while no operating-time column is mapped', async () => {
    renderStep();
    expect(screen.getByLabelText('A row of blank measures')).toBeTruthy();
    await choose('operating_time', 'Strom [kWh]');
    expect(screen.queryByLabelText('A row of blank measures')).toBeNull();
  });

  it("maps a workbook's first rows as the server reads them: date cells joined to hour numbers", async () => {
    const day = (d: number) => ({ date: Date.UTC(2025, 6, d) });
    const header = ['Date', 'Hour', 'Facility ID', 'Facility Name', 'Primary Fuel'];
    const measures = ['Gross Load (MW)', 'Heat Input (mmBtu)', 'CO2 Mass (short tons)'];
    const row = (d: number, hour: number, load: string) => [
      day(d),
      { number: String(hour) },
      { number: '3' },
      'Unit 3',
      'natural_gas',
      { number: load },
      { number: '2000' },
      { number: '100' },
    ];
    renderWithApp(
      <MappingStep
        fileName="cems.xlsx"
        source={{
          kind: 'workbook',
          preview: {
            sheets: [{ name: 'Hourly', header: [...header, ...measures] }],
            sheet: 'Hourly',
            rows: [[...header, ...measures], row(4, 0, '150.5'), row(4, 1, '1e-7')],
          },
        }}
        onUpload={vi.fn(async () => {})}
        onCancel={() => {}}
      />,
      '/settings',
    );
    expect(select('date').value).toBe('Date');
    expect(select('plant_id').value).toBe('Facility ID');
    expect(select('electricity_output_MWh').value).toBe('Gross Load (MW)');
    expect(screen.queryByLabelText('Field separator')).toBeNull();
    screen.getByText(/Read from the sheet "Hourly"/);
    await markAbsent(
      'heat_output_MWh',
      'CH4_emissions_kg',
      'N2O_emissions_kg',
      'efficiency_percent',
    );
    await choose('Time zone', '-06:00');
    await userEvent.clear(screen.getByLabelText('Date format'));
    await userEvent.type(screen.getByLabelText('Date format'), 'YYYY-MM-DD H');
    // Midnight at UTC-6 is 06:00 UTC; the date cell and the hour number read as one timestamp.
    await waitFor(() =>
      expect(previewColumn('date (UTC)')).toEqual([
        '2025-07-04T06:00:00.000Z',
        '2025-07-04T07:00:00.000Z',
      ]),
    );
    expect(previewColumn('electricity_output_MWh')).toEqual(['150.5', '0']);
  });

  it("offers a workbook's other sheets and saves the one mapped in the profile", async () => {
    let sent: { sheet?: unknown } = {};
    fakeApi({
      'POST /api/import-profiles': ({ init }) => {
        sent = JSON.parse(String(init.body)) as typeof sent;
        return json({ id: 'p-2', ...sent, created_at: 'x', updated_at: 'x' }, 201);
      },
      'GET /api/import-profiles': () => json({ profiles: [] }),
    });
    const header = [...REQUIRED_HEADERS];
    const sheets = [
      { name: 'Notes', header: ['Exported from the historian'] },
      { name: 'Readings', header },
    ];
    const onChooseSheet = vi.fn(async () => {});
    const renderOn = (sheet: string, rows: WorkbookPreview['rows']) =>
      renderWithApp(
        <MappingStep
          fileName="historian.xlsx"
          source={{ kind: 'workbook', preview: { sheets, sheet, rows } }}
          onUpload={vi.fn(async () => {})}
          onChooseSheet={onChooseSheet}
          onCancel={() => {}}
        />,
        '/settings',
      );
    const { unmount } = renderOn('Notes', [['Exported from the historian']]);
    screen.getByText(/Read from the sheet "Notes" \(sheet 1 of 2\)/);
    await choose('Sheet', 'Readings');
    expect(onChooseSheet).toHaveBeenCalledWith('Readings');
    unmount();

    const row = [
      '2025-01-01 00:00',
      '7',
      'Nord',
      'natural gas',
      '10',
      '0',
      '20',
      '4',
      '1',
      '0.1',
      '50',
    ];
    renderOn('Readings', [header, row]);
    expect(select('Sheet').value).toBe('Readings');
    expect(select('plant_id').value).toBe('plant_id');
    await choose('Time zone', 'UTC');
    await userEvent.click(screen.getByRole('button', { name: 'Save profile and upload' }));
    await waitFor(() => expect(sent.sheet).toBe('Readings'));
  });

  it("proposes a US EPA export's unit, operating time and load in MW, and saves EPA's profile", async () => {
    let sent: unknown = null;
    fakeApi({
      'POST /api/import-profiles': ({ init }) => {
        sent = JSON.parse(String(init.body));
        return json({ id: 'p-3', ...(sent as object), created_at: 'x', updated_at: 'x' }, 201);
      },
      'GET /api/import-profiles': () => json({ profiles: [] }),
    });
    const onUpload = vi.fn(async () => {});
    renderWithApp(
      <MappingStep
        fileName="az-hourly.csv"
        source={{
          kind: 'csv',
          sample: {
            bytes: new TextEncoder().encode(epaHourlyFile(epaHours(['07-04-1995']))),
            delimiter: ',',
          },
        }}
        onUpload={onUpload}
        onCancel={() => {}}
      />,
      '/settings',
    );
    expect(select('unit_id').value).toBe('UNITID');
    expect(select('operating_time').value).toBe('OP_TIME');
    expect(select('Unit of operating_time').value).toBe('fraction');
    expect(select('electricity_output_MWh').value).toBe('GLOAD (MW)');
    expect(select('Unit of electricity_output_MWh').value).toBe('MW');
    screen.getByText('Likely: A unit below the plant: the plant’s hours add up its units’');
    screen.getByText('Likely: Every value from 0 to 1: the share of each hour operated');
    screen.getByText(
      'Confirm: The header names a power (MW): each hour’s energy is the load times the share of the hour operated',
    );

    await markAbsent(
      'heat_output_MWh',
      'CH4_emissions_kg',
      'N2O_emissions_kg',
      'efficiency_percent',
    );
    // The export has no fuel column: one fuel for every row.
    await choose('fuel_type', within(select('fuel_type')).getByRole('option', { name: /^One/ }));
    await userEvent.type(screen.getByLabelText('Fuel type for every row'), 'Natural Gas');
    await choose('Time zone', '-07:00');
    await userEvent.clear(screen.getByLabelText('Profile name'));
    await userEvent.type(screen.getByLabelText('Profile name'), 'EPA CAMD hourly');
    // Midnight at UTC-7 is 07:00 UTC; a full hour at 40 MW is 40 MWh.
    await waitFor(() => expect(previewColumn('date (UTC)')[0]).toBe('1995-07-04T07:00:00.000Z'));
    expect(previewColumn('electricity_output_MWh')[0]).toBe('40');
    expect(previewColumn('fuel_type')[0]).toBe('Natural Gas');
    // Each row's unit and share of the hour operated, as stored.
    expect(previewColumn('unit_id')[0]).toBe('1');
    expect(previewColumn('operating_time')[0]).toBe('1');
    await userEvent.click(screen.getByRole('button', { name: 'Save profile and upload' }));
    await waitFor(() => expect(onUpload).toHaveBeenCalledTimes(1));
    // EPA's SO2 and NOx masses in pounds are read too.
    expect(importProfileSchema.parse(sent)).toEqual(
      importProfileSchema.parse({
        ...EPA_HOURLY_PROFILE,
        columns: {
          ...EPA_HOURLY_PROFILE.columns,
          SO2_emissions_kg: 'SO2_MASS (lbs)',
          NOx_emissions_kg: 'NOX_MASS (lbs)',
        },
        units: { ...EPA_HOURLY_PROFILE.units, SO2_emissions_kg: 'lb', NOx_emissions_kg: 'lb' },
      }),
    );
  });
});

describe('the SO2 and NOx columns of the mapping step', () => {
  it('are optional: "None: not in the file" unless the file has them, and then not saved', async () => {
    let sent: { columns?: object; units?: object } = {};
    fakeApi({
      'POST /api/import-profiles': ({ init }) => {
        sent = JSON.parse(String(init.body)) as typeof sent;
        return json({ id: 'p-5', ...sent, created_at: 'x', updated_at: 'x' }, 201);
      },
      'GET /api/import-profiles': () => json({ profiles: [] }),
    });
    const onUpload = renderStep();
    for (const column of ['SO2_emissions_kg', 'NOx_emissions_kg']) {
      expect(select(column).value, column).toBe('');
      expect(select(column).selectedOptions[0]!.textContent).toBe('None: not in the file');
      // A mass: never an energy or a power.
      expect([...select(`Unit of ${column}`).options].map((o) => o.value)).toEqual([
        'g',
        'kg',
        't',
        'kt',
        'lb',
        'short_ton',
      ]);
    }
    await markAbsent(
      'heat_output_MWh',
      'CH4_emissions_kg',
      'N2O_emissions_kg',
      'efficiency_percent',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save profile and upload' }));
    await waitFor(() => expect(onUpload).toHaveBeenCalledTimes(1));
    expect(Object.keys(sent.columns!)).not.toContain('SO2_emissions_kg');
    expect(Object.keys(sent.units!)).not.toContain('SO2_emissions_kg');
  });

  it('map a column of the file in its unit, shown in the preview in kg', async () => {
    renderStep();
    await markAbsent(
      'heat_output_MWh',
      'CH4_emissions_kg',
      'N2O_emissions_kg',
      'efficiency_percent',
    );
    // Any header of the file may be chosen: here the CO2 column's 12.5 and 25 read as pounds.
    await choose('SO2_emissions_kg', 'CO2 [kg]');
    await choose('Unit of SO2_emissions_kg', 'lb');
    // 12.5 lb = 5.669904625 kg.
    await waitFor(() =>
      expect(previewColumn('SO2_emissions_kg')).toEqual(['5.669905', '11.339809']),
    );
  });

  it('map a volume of fuel in thousand Nm3, offered only the units of Nm3, shown in Nm3', async () => {
    renderStep();
    await markAbsent(
      'heat_output_MWh',
      'CH4_emissions_kg',
      'N2O_emissions_kg',
      'efficiency_percent',
    );
    const units = within(select('Unit of fuel_consumption_Nm3'))
      .getAllByRole('option')
      .map((o) => (o as HTMLOptionElement).value);
    expect(units).toEqual(['Nm3', 'thousand_Nm3']);
    // The CO2 column's 12.5 and 25 read as thousand Nm3 of gas.
    await choose('fuel_consumption_Nm3', 'CO2 [kg]');
    await choose('Unit of fuel_consumption_Nm3', 'thousand_Nm3');
    await waitFor(() =>
      expect(previewColumn('fuel_consumption_Nm3')).toEqual(['12,500', '25,000']),
    );
  });
});

/** EPA's daily file: a day a unit ran in full, a day it was off, and a day it ran 6.5 hours. */
const EPA_DAYS = epaDailyFile(
  [
    ['07-04-2025', 24],
    ['07-05-2025', 0],
    ['07-06-2025', 6.5],
  ].map(([date, opHours]) => ({
    facility: 116,
    unit: '1',
    date: date as string,
    opHours: opHours as number,
    loadMwh: opHours ? 900 : null,
    heatMmbtu: opHours ? 9000 : null,
    co2ShortTons: opHours ? 530 : null,
  })),
);

function renderFile(fileName: string, text: string) {
  const onUpload = vi.fn(async () => {});
  renderWithApp(
    <MappingStep
      fileName={fileName}
      source={{ kind: 'csv', sample: { bytes: new TextEncoder().encode(text), delimiter: ',' } }}
      onUpload={onUpload}
      onCancel={() => {}}
    />,
    '/settings',
  );
  return onUpload;
}

describe('the mapping step of a daily file', () => {
  it("proposes a day's totals for EPA's daily file, previews each row as a day, and saves EPA's daily profile", async () => {
    let sent: unknown = null;
    fakeApi({
      'POST /api/import-profiles': ({ init }) => {
        sent = JSON.parse(String(init.body));
        return json({ id: 'p-6', ...(sent as object), created_at: 'x', updated_at: 'x' }, 201);
      },
      'GET /api/import-profiles': () => json({ profiles: [] }),
    });
    const onUpload = renderFile('az-daily.csv', EPA_DAYS);
    expect(select('Each row is').value).toBe('day');
    screen.getByText(
      "Likely: The dates hold no time and no column holds one: each row a day's totals",
    );
    expect(select('operating_time').value).toBe('SUM_OP_TIME');
    expect(select('Unit of operating_time').value).toBe('hours');
    expect(select('Unit of electricity_output_MWh').value).toBe('MWh');
    // A day's total is an energy: no power is offered.
    expect(
      within(select('Unit of electricity_output_MWh')).queryByRole('option', { name: /power/ }),
    ).toBeNull();

    await markAbsent(
      'heat_output_MWh',
      'CH4_emissions_kg',
      'N2O_emissions_kg',
      'efficiency_percent',
    );
    await choose('fuel_type', within(select('fuel_type')).getByRole('option', { name: /^One/ }));
    await userEvent.type(screen.getByLabelText('Fuel type for every row'), 'Natural Gas');
    await choose('Time zone', 'UTC');
    await userEvent.clear(screen.getByLabelText('Profile name'));
    await userEvent.type(screen.getByLabelText('Profile name'), 'EPA CAMD daily');
    // Each row is stored as its day, with the hours it operated; the day off holds none.
    await waitFor(() =>
      expect(previewColumn('day')).toEqual(['2025-07-04', '2025-07-05', '2025-07-06']),
    );
    screen.getByText("Each row is a day's totals, stored as that day with the hours it operated.");
    expect(previewColumn('operating_hours')).toEqual(['24', '0', '6.5']);
    expect(previewColumn('electricity_output_MWh')).toEqual(['900', '0', '900']);

    await userEvent.click(screen.getByRole('button', { name: 'Save profile and upload' }));
    await waitFor(() => expect(onUpload).toHaveBeenCalledTimes(1));
    expect(importProfileSchema.parse(sent)).toEqual(
      importProfileSchema.parse({
        ...EPA_DAILY_PROFILE,
        columns: {
          ...EPA_DAILY_PROFILE.columns,
          SO2_emissions_kg: 'SO2_MASS (tons)',
          NOx_emissions_kg: 'NOX_MASS (tons)',
        },
        units: {
          ...EPA_DAILY_PROFILE.units,
          SO2_emissions_kg: 'short_ton',
          NOx_emissions_kg: 'short_ton',
        },
      }),
    );
  });

  it("turns an hourly file's power into energy when told its rows are days, and shows what the server refuses", async () => {
    const api = fakeApi({});
    const onUpload = renderFile('az-hourly.csv', epaHourlyFile(epaHours(['07-04-1995'])));
    expect(select('Each row is').value).toBe('reading');
    expect(select('Unit of electricity_output_MWh').value).toBe('MW');
    await choose('Each row is', 'day');
    // MW is a power: a day's total of it is MWh; operating time is the day's hours.
    expect(select('Unit of electricity_output_MWh').value).toBe('MWh');
    expect(
      within(select('Unit of electricity_output_MWh')).queryByRole('option', {
        name: 'MW (power)',
      }),
    ).toBeNull();
    expect(select('Unit of operating_time').value).toBe('hours');

    await markAbsent(
      'heat_output_MWh',
      'CH4_emissions_kg',
      'N2O_emissions_kg',
      'efficiency_percent',
    );
    await choose('fuel_type', within(select('fuel_type')).getByRole('option', { name: /^One/ }));
    await userEvent.type(screen.getByLabelText('Fuel type for every row'), 'Natural Gas');
    await userEvent.click(screen.getByRole('button', { name: 'Save profile and upload' }));
    // The hour column and the format's hour are refused for days, with the server's words.
    await waitFor(() =>
      expect(fieldMessage('date')).toBe(
        'columns.date of a daily profile names one column: the day',
      ),
    );
    expect(fieldMessage('Date format')).toBe(
      'date_format of a daily profile (period "day") names a day, not a time: MM-DD-YYYY H',
    );
    expect(api.count('POST /api/import-profiles')).toBe(0);
    expect(onUpload).not.toHaveBeenCalled();
  });
});
