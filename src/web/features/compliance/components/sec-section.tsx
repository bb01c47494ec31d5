import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { SecFacility, SecReport } from '@domain/analysis/types';
import { GWP_SETS } from '@domain/constants';
import { num, pct } from '@domain/format';
import { co2eBasisText, gasFigureText, reportedOrNull } from '@domain/analysis/ghg-reporting';
import {
  MSG_NO_SEC_FACILITIES,
  MSG_NO_SEC_FACILITIES_DETAIL,
  MSG_SEC_APPLICABILITY,
  MSG_SEC_NO_ALLOWANCES,
  MSG_SEC_PLANTS_FROM_REGISTER,
  MSG_SEC_REPORT_FAILED,
  MSG_SEC_RULE_STATUS,
} from '@domain/messages';
import { paths } from '@web/lib/paths';
import { AssumedMark } from '@web/components/assumed-mark';
import { Alert } from '@web/components/ui/alert';
import { Card } from '@web/components/ui/card';
import { ScrollRegion } from '@web/components/ui/scroll-region';

/**
 * data §2 'US SEC Climate Disclosure': the voluntary extract of the plants the register marks as
 * reporting under the rule, or why there is none. A disclosure: no allowances and no verdict (issue 11).
 */
export function SecSection({
  sec,
  plantCount,
}: {
  sec: SecReport | { error: string };
  plantCount: number;
}) {
  return (
    <section aria-labelledby="sec-heading" className="space-y-4">
      <div>
        <h2 id="sec-heading" className="text-lg font-semibold text-slate-900">
          US SEC Climate Disclosure
        </h2>
        <p className="text-sm text-slate-600">{MSG_SEC_RULE_STATUS}</p>
      </div>
      {'error' in sec ? (
        <SecFailure message={sec.error} />
      ) : (
        <SecExtract sec={sec} plantCount={plantCount} />
      )}
    </section>
  );
}

function SecFailure({ message }: { message: string }) {
  return (
    <Card className="p-5">
      <Alert tone="error">
        <p className="font-medium">{MSG_SEC_REPORT_FAILED}</p>
        {message !== MSG_SEC_REPORT_FAILED && <p className="mt-1">{message}</p>}
      </Alert>
    </Card>
  );
}

function RegisterLink() {
  return (
    <Link to={paths.plantRegister} className="font-medium text-brand-700 hover:underline">
      plant register
    </Link>
  );
}

/** Which plants are in the extract, and how many only by the register's default. */
function ExtractScope({ sec }: { sec: SecReport }) {
  const assumed = sec.summary.facilitiesAssumed;
  return (
    <p className="text-sm text-slate-600">
      {MSG_SEC_PLANTS_FROM_REGISTER}{' '}
      {assumed === 0 ? (
        <>
          Each is declared in the <RegisterLink />.
        </>
      ) : (
        <>
          {assumed === 1 ? '1 plant is' : `${num(assumed)} plants are`} in it by default (marked{' '}
          <AssumedMark />
          ): confirm in the <RegisterLink /> which plants report under the rule.
        </>
      )}
    </p>
  );
}

/** A register fact with its assumed label. */
function Fact({ assumed, children }: { assumed: boolean; children: ReactNode }) {
  return (
    <span className="inline-flex items-center gap-1">
      {children}
      {assumed && <AssumedMark />}
    </span>
  );
}

function SecExtract({ sec, plantCount }: { sec: SecReport; plantCount: number }) {
  const { summary, reportingPeriod: period, facilities } = sec;
  if (facilities.length === 0) {
    return (
      <Card className="space-y-1 p-6 text-center">
        <p className="font-semibold text-slate-900">{MSG_NO_SEC_FACILITIES}</p>
        <p className="text-sm text-slate-600">{MSG_NO_SEC_FACILITIES_DETAIL}</p>
        <p className="text-sm text-slate-600">{MSG_SEC_APPLICABILITY}</p>
        <p className="text-sm text-slate-600">
          {MSG_SEC_PLANTS_FROM_REGISTER} Mark a plant in the <RegisterLink /> to disclose it.
        </p>
      </Card>
    );
  }
  const gwp = GWP_SETS[sec.gwpSet];
  const co2eBasis = co2eBasisText(summary.ghgReporting);
  return (
    <Card className="space-y-5 p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-base font-semibold text-slate-900">
          Reporting period <Day>{period.startDate}</Day> to <Day>{period.endDate}</Day>
        </h3>
        <p className="text-xs text-slate-500">
          {facilities.length} of {plantCount} plants in the extract
        </p>
      </div>
      <ExtractScope sec={sec} />

      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Summary
          label="Total GHG"
          value={num(summary.totalGHGEmissions)}
          unit={`tCO2e (${sec.gwpSet})`}
        />
        <Summary label="Energy" value={num(summary.totalEnergyConsumption)} unit="MWh" />
        <Summary label="Renewables" value={pct(summary.weightedRenewableShare)} />
        <Summary
          label="Plants"
          value={`${summary.facilitiesCount}/${plantCount}`}
          unit="reporting under the rule"
        />
      </dl>
      {co2eBasis && <p className="text-xs text-slate-500">{co2eBasis}.</p>}

      <TableFrame caption="Facilities in the SEC extract" wide>
        <thead>
          <tr>
            {[
              'Facility',
              'Location',
              'Sector',
              `GHG Emissions (tCO2e, ${sec.gwpSet})`,
              'Energy (MWh)',
              'Renewables %',
            ].map((h) => (
              <Th key={h}>{h}</Th>
            ))}
          </tr>
        </thead>
        <tbody>
          {facilities.map((f) => (
            <tr key={f.plant_id} className="border-t border-slate-100">
              <Td className="font-medium text-slate-900">
                <Fact assumed={f.assumed.secReporting}>{f.facility}</Fact>
              </Td>
              <Td>
                <Fact assumed={f.assumed.location}>{f.location}</Fact>
              </Td>
              <Td>
                <Fact assumed={f.assumed.sector}>{f.sector}</Fact>
              </Td>
              <Td numeric>{num(f.emissionsCO2e)}</Td>
              <Td numeric>{num(f.energyMWh)}</Td>
              <Td numeric>
                <Fact assumed={f.assumed.renewableShare}>{pct(f.renewableShare, 0)}</Fact>
              </Td>
            </tr>
          ))}
        </tbody>
      </TableFrame>
      <p className="text-xs text-slate-500">{MSG_SEC_NO_ALLOWANCES}</p>

      <GasBreakdown
        facilities={facilities}
        gwpLabel={`${sec.gwpSet} GWPs: CH4 ${gwp.CH4}, N2O ${gwp.N2O}`}
      />

      <div>
        <h4 className="text-sm font-semibold text-slate-800">Disclosure notes</h4>
        <ul className="mt-2 space-y-2">
          {facilities.map((f) => (
            <li key={f.plant_id} className="rounded-md bg-slate-50 p-3 text-sm text-slate-700">
              {f.secNote}
            </li>
          ))}
        </ul>
      </div>
    </Card>
  );
}

function GasBreakdown({ facilities, gwpLabel }: { facilities: SecFacility[]; gwpLabel: string }) {
  return (
    <div>
      <h4 className="text-sm font-semibold text-slate-800">Emission breakdown by gas</h4>
      <p className="text-xs text-slate-500">Tonnes CO2e; CH4 and N2O converted with {gwpLabel}.</p>
      <TableFrame caption="Emission breakdown by gas" className="mt-2">
        <thead>
          <tr>
            <Th>Facility</Th>
            <Th>CO2 direct</Th>
            <Th>CH4 as CO2e</Th>
            <Th>N2O as CO2e</Th>
          </tr>
        </thead>
        <tbody>
          {facilities.map((f) => (
            <tr key={f.plant_id} className="border-t border-slate-100">
              <Td className="font-medium text-slate-900">{f.facility}</Td>
              <Td numeric>
                {gasFigureText(
                  f.ghgReporting,
                  'co2',
                  reportedOrNull(f.ghgReporting.co2, f.emissionsCO2),
                  1,
                )}
              </Td>
              <Td numeric>{gasFigureText(f.ghgReporting, 'ch4', f.emissionsCH4, 1)}</Td>
              <Td numeric>{gasFigureText(f.ghgReporting, 'n2o', f.emissionsN2O, 1)}</Td>
            </tr>
          ))}
        </tbody>
      </TableFrame>
    </div>
  );
}

function Summary({ label, value, unit }: { label: string; value: string; unit?: string }) {
  return (
    <div className="rounded-md border border-slate-200 p-3">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-1 text-xl font-semibold text-slate-900">
        {value} {unit && <span className="text-sm font-normal text-slate-500">{unit}</span>}
      </dd>
    </div>
  );
}

/** A date that does not break at its hyphens. */
function Day({ children }: { children: ReactNode }) {
  return <span className="whitespace-nowrap">{children}</span>;
}

/** A table that scrolls sideways when the screen is narrower than its columns (`wide`: 6 columns). */
function TableFrame({
  caption,
  wide = false,
  className = '',
  children,
}: {
  caption: string;
  wide?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      {wide && (
        <p className="mb-1 text-xs text-slate-500 lg:hidden">
          Scroll the table sideways for every column.
        </p>
      )}
      <ScrollRegion label={caption}>
        <table
          className={`w-full text-left text-sm ${wide ? 'min-w-[48rem] [&_td]:whitespace-nowrap' : ''}`}
        >
          <caption className="sr-only">{caption}</caption>
          {children}
        </table>
      </ScrollRegion>
    </div>
  );
}

function Th({ children }: { children: ReactNode }) {
  return (
    <th
      scope="col"
      className="px-2 py-2 align-bottom text-xs font-semibold uppercase text-slate-500"
    >
      {children}
    </th>
  );
}

function Td({
  children,
  numeric = false,
  className = '',
}: {
  children: ReactNode;
  numeric?: boolean;
  className?: string;
}) {
  return (
    <td className={`px-2 py-2 ${numeric ? 'whitespace-nowrap tabular-nums' : ''} ${className}`}>
      {children}
    </td>
  );
}
