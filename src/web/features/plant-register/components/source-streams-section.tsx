import { ScrollRegion } from '@web/components/ui/scroll-region';
import { TableHead } from '@web/components/ui/table-head';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { num, pct } from '@domain/format';
import { citation } from '@domain/sources/sources';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { TextField } from '@web/components/ui/text-field';
import { errorMessage } from '@web/lib/error-message';
import {
  MSG_CALCULATION_LOAD_FAILED,
  MSG_STREAM_DELETE_FAILED,
  MSG_STREAMS_LOAD_FAILED,
  plantCalculationQuery,
  sourceStreamsQuery,
  useDeleteStream,
  type PlantYearCalculation,
  type StoredStream,
} from '../api/source-streams';
import {
  ACTIVITY_LABELS,
  basisLabel,
  fuelLabel,
  METHOD_LABELS,
  ownFactorDays,
  PARAMETER_LABELS,
} from '../lib/stream-labels';
import { SourceStreamForm } from './source-stream-form';
import { StreamFactorEntries } from './stream-factor-entries';

const cell = 'px-2 py-1.5';

/** The form: a new stream, or the stream being edited. */
type Editing = { stream: StoredStream | null } | null;

/**
 * Issue 38: one plant's source streams, to list, add, edit and delete, and a year of the plant
 * calculated from them with the basis of each factor.
 */
export function SourceStreamsSection({
  plantId,
  plantName,
  canEdit,
}: {
  plantId: number;
  plantName: string;
  canEdit: boolean;
}) {
  const streams = useQuery(sourceStreamsQuery(plantId));
  const remove = useDeleteStream(plantId);
  const [editing, setEditing] = useState<Editing>(null);
  // The stream whose factor entries are open, by id.
  const [factorsOf, setFactorsOf] = useState<string | null>(null);
  const openFactors = streams.data?.streams.find((s) => s.id === factorsOf);
  const [status, setStatus] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const onDelete = async (stream: StoredStream) => {
    setFailure(null);
    try {
      await remove.mutateAsync(stream.id);
      setStatus(`Deleted the source stream ${stream.name}.`);
    } catch (e) {
      setFailure(errorMessage(e, MSG_STREAM_DELETE_FAILED));
    }
  };

  return (
    <section aria-label={`Source streams of ${plantName}`} className="space-y-3">
      <div>
        <h3 className="text-base font-semibold text-slate-900">Source streams</h3>
        <p className="max-w-3xl text-sm text-slate-600">
          Each fuel the plant burns, with how its CO2 is determined. A calculation stream's CO2 is
          activity data x NCV x emission factor x oxidation factor (
          {citation('mrrStandardMethodology')}), its biomass fraction reported apart as a memo item
          ({citation('mrrBiomassZero')}); a measured plant's CO2 is set beside its calculation (
          {citation('mrrCorroboration')}). A factor left empty takes the library's default for the
          fuel. Without streams, the plant is calculated from its fuel type.
        </p>
      </div>
      {status && <Alert tone="success">{status}</Alert>}
      {failure && <Alert tone="error">{failure}</Alert>}
      {streams.isPending ? (
        <Spinner label="Loading source streams..." className="py-4" />
      ) : streams.isError ? (
        <Alert tone="error">{MSG_STREAMS_LOAD_FAILED}</Alert>
      ) : streams.data.streams.length === 0 ? (
        <p className="text-sm text-slate-600">No source streams declared.</p>
      ) : (
        <ScrollRegion label={`Source streams table of ${plantName}`}>
          <table className="w-full text-left text-sm" aria-label={`Source streams of ${plantName}`}>
            <TableHead
              columns={['Stream', 'Method', 'Activity data', 'Tiers (AD, NCV, EF, OF)']}
              actions
            />
            <tbody>
              {streams.data.streams.map((s) => (
                <tr key={s.id} className="border-b border-slate-100 align-top">
                  <th scope="row" className={`${cell} font-medium text-slate-900`}>
                    {s.name}
                    <span className="block text-xs font-normal text-slate-500">
                      {fuelLabel(s.fuel)}
                      {s.unit_id ? ` · unit ${s.unit_id}` : ''}
                    </span>
                  </th>
                  <td className={cell}>{METHOD_LABELS[s.method]}</td>
                  <td className={cell}>{ACTIVITY_LABELS[s.activity_data]}</td>
                  <td className={cell}>
                    {[
                      s.tier_activity_data,
                      s.tier_ncv,
                      s.tier_emission_factor,
                      s.tier_oxidation_factor,
                    ]
                      .map((t) => (t === 'no_tier' ? 'no tier' : t))
                      .join(', ')}
                  </td>
                  <td className={`whitespace-nowrap ${cell}`}>
                    <div className="flex gap-2">
                      <Button
                        variant="secondary"
                        className="px-2 py-1"
                        aria-label={`Factors entered for source stream ${s.name}`}
                        aria-expanded={factorsOf === s.id}
                        onClick={() => setFactorsOf(factorsOf === s.id ? null : s.id)}
                      >
                        Factors
                      </Button>
                    </div>
                    <div className={`mt-2 flex gap-2 ${canEdit ? '' : 'hidden'}`}>
                      <Button
                        variant="secondary"
                        className="px-2 py-1"
                        aria-label={`Edit source stream ${s.name}`}
                        onClick={() => {
                          setStatus(null);
                          setEditing({ stream: s });
                        }}
                      >
                        Edit
                      </Button>
                      <Button
                        variant="danger"
                        className="px-2 py-1"
                        aria-label={`Delete source stream ${s.name}`}
                        disabled={remove.isPending}
                        onClick={() => void onDelete(s)}
                      >
                        Delete
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      {openFactors && (
        <StreamFactorEntries
          key={openFactors.id}
          plantId={plantId}
          stream={openFactors}
          canEdit={canEdit}
        />
      )}
      {editing ? (
        <SourceStreamForm
          key={editing.stream?.id ?? 'new'}
          plantId={plantId}
          stream={editing.stream}
          onDone={(message) => {
            setEditing(null);
            if (message) setStatus(message);
          }}
        />
      ) : (
        canEdit && (
          <Button
            variant="secondary"
            onClick={() => {
              setStatus(null);
              setEditing({ stream: null });
            }}
          >
            Add source stream
          </Button>
        )
      )}
      <YearCalculation plantId={plantId} plantName={plantName} />
    </section>
  );
}

/** The last calendar year, the one an installation reports on. */
const lastYear = () => new Date().getFullYear() - 1;

function YearCalculation({ plantId, plantName }: { plantId: number; plantName: string }) {
  const [yearText, setYearText] = useState(String(lastYear()));
  const year = /^\d{4}$/.test(yearText) ? Number(yearText) : null;
  const calculation = useQuery({
    ...plantCalculationQuery(plantId, year ?? lastYear()),
    enabled: year !== null,
  });
  return (
    <div className="space-y-2">
      <div className="flex items-end gap-3">
        <h4 className="pb-2 text-sm font-semibold text-slate-900">Calculated CO2</h4>
        <TextField
          label="Year"
          inputMode="numeric"
          className="w-24"
          value={yearText}
          onChange={(e) => setYearText(e.target.value)}
        />
      </div>
      {calculation.isPending ? (
        <Spinner label="Calculating..." className="py-4" />
      ) : calculation.isError ? (
        <Alert tone="error">{errorMessage(calculation.error, MSG_CALCULATION_LOAD_FAILED)}</Alert>
      ) : (
        <CalculationTable calc={calculation.data} plantName={plantName} />
      )}
    </div>
  );
}

/** The factors the calculation's columns show, in their order. */
const COLUMN_FACTORS = ['emission_factor', 'oxidation_factor', 'biomass_fraction'] as const;

// A figure and its unit stay on one line: "535,705.3 t", not "535,705.3" over "t".
const figure = `${cell} whitespace-nowrap text-right tabular-nums`;

const tonnes = (t: number | undefined) => (t === undefined ? 'no data' : `${num(t, 1)} t`);

function CalculationTable({ calc, plantName }: { calc: PlantYearCalculation; plantName: string }) {
  if (calc.streams.length === 0) {
    return (
      <p className="text-sm text-slate-600">
        Nothing to calculate: the plant's fuel type names no fuel of the library, and no stream is
        declared.
      </p>
    );
  }
  return (
    <div className="space-y-2">
      {calc.streams_from === 'fuel_type' && (
        <p className="text-sm text-amber-900">
          No source stream declared: calculated from the fuel type with the library's defaults.
        </p>
      )}
      {calc.year_locked && (
        <p className="text-sm text-slate-600">
          {calc.year} is locked: its ETS figures are the ones kept when it was locked, not this
          calculation.
        </p>
      )}
      <ScrollRegion label={`Calculated CO2 table of ${plantName}`}>
        <table
          className="w-full text-left text-sm"
          aria-label={`CO2 of ${plantName} in ${calc.year}, calculated`}
        >
          <TableHead
            columns={[
              'Stream',
              'Activity data',
              'Emission factor',
              'Oxidation factor',
              'Biomass fraction',
              { label: 'Fossil CO2', figures: true },
              { label: 'Biomass CO2 (memo)', figures: true },
            ]}
          />
          <tbody>
            {calc.streams.map((s, i) => (
              <tr key={s.id ?? i} className="border-b border-slate-100 align-top">
                <th scope="row" className={`${cell} font-medium text-slate-900`}>
                  {s.name}
                  <span className="block text-xs font-normal text-slate-500">
                    {METHOD_LABELS[s.method]}
                  </span>
                  <EnteredValues applied={s.applied} />
                </th>
                <td className={cell}>
                  {s.amount === null
                    ? 'no data'
                    : `${num(s.amount, 1)} ${s.activity_data === 'file_fuel_mwh' ? 'MWh' : s.activity_data}`}
                </td>
                {COLUMN_FACTORS.map((parameter, k) => {
                  const f = s.factors[parameter];
                  const days = ownFactorDays(parameter, s.applied);
                  return (
                    <td key={parameter} className={cell}>
                      {num(f.value, k === 0 ? 1 : 2)}
                      {f.unit ? ` ${f.unit}` : ''}
                      <span className="block text-xs text-slate-500">
                        {basisLabel(f)}
                        {days ? `, ${days}` : ''}
                      </span>
                    </td>
                  );
                })}
                <td className={figure}>{tonnes(s.emissions?.co2_t)}</td>
                <td className={figure}>{tonnes(s.emissions?.co2_biomass_memo_t)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="font-medium text-slate-900">
              <th scope="row" colSpan={5} className={cell}>
                Total of the calculation streams ({calc.factor_library})
              </th>
              <td className={figure}>{tonnes(calc.calculated.co2_t)}</td>
              <td className={figure}>{tonnes(calc.calculated.co2_biomass_memo_t)}</td>
            </tr>
          </tfoot>
        </table>
      </ScrollRegion>
      {calc.streams.some((s) => s.amount === null && s.activity_data !== 'file_fuel_mwh') && (
        <p className="text-sm text-slate-600">
          A stream in t, m3 or Nm3 takes the fuel_consumption_t, fuel_consumption_m3 or
          fuel_consumption_Nm3 a file reports for its days; none of this year's files reports the
          one such a stream needs, so it has no activity data.
        </p>
      )}
      {calc.corroboration ? (
        <p className="text-sm text-slate-700">
          Measured {tonnes(calc.corroboration.measured_co2_t)} against{' '}
          {tonnes(calc.corroboration.calculated_co2_t)} calculated: a difference of{' '}
          {tonnes(calc.corroboration.difference_t)}
          {calc.corroboration.difference_share === null
            ? '.'
            : ` (${pct(calc.corroboration.difference_share * 100)} of the measured).`}
        </p>
      ) : (
        <p className="text-sm text-slate-600">
          Measured in the data: {tonnes(calc.measured_co2_t)}.
        </p>
      )}
    </div>
  );
}

type Applied = PlantYearCalculation['streams'][number]['applied'];

/** The values entered for a period that a stream's year applied, each with its days. */
function EnteredValues({ applied }: { applied: Applied }) {
  const entered = applied.filter((a) => a.entry !== null);
  if (entered.length === 0) return null;
  return (
    <ul className="mt-1 space-y-0.5 text-xs font-normal text-slate-600">
      {entered.map((a) => (
        <li key={a.entry!.id}>
          {PARAMETER_LABELS[a.parameter]} {a.value}
          {a.unit ? ` ${a.unit}` : ''}, {a.entry!.valid_from} to {a.entry!.valid_to} (
          {a.days === 1 ? '1 day' : `${a.days} days`}; {a.entry!.source})
        </li>
      ))}
    </ul>
  );
}
