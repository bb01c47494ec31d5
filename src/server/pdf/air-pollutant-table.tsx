// The air pollutants (SO2, NOx) of the plants that report any: their mass in kg, beside the
// greenhouse gases but never in CO2e; without any, one line says they are not reported.
import { Text } from '@react-pdf/renderer';
import { AIR_POLLUTANTS } from '@domain/analysis/air-pollutants';
import { gasText } from '@domain/analysis/ghg-reporting';
import type { PlantPollutants } from '@domain/report/printed-report';
import { PdfTable, type PdfColumn } from './pdf-table';
import { styles } from './theme';
import { typeset } from './typeset';

const NAMES = AIR_POLLUTANTS.map((a) => a.pollutant).join(' and ');

const COLUMNS: PdfColumn[] = [
  { title: 'Facility', weight: 4 },
  ...AIR_POLLUTANTS.map((a): PdfColumn => ({
    title: typeset(`${a.pollutant} (${a.unit})`),
    weight: 2,
    align: 'right',
  })),
];

export function AirPollutantTable({ plants }: { plants: PlantPollutants[] }) {
  if (plants.length === 0) {
    return <Text style={styles.note}>{typeset(`Air pollutants: ${NAMES} not reported.`)}</Text>;
  }
  const rows = plants.map((p) => ({
    cells: [p.plant, ...AIR_POLLUTANTS.map((a) => gasText(p.kg[a.pollutant], 1))],
  }));
  return (
    <>
      <Text style={styles.note}>
        {typeset(`Air pollutants (kg; not greenhouse gases, not in CO2e): ${NAMES}.`)}
      </Text>
      <PdfTable columns={COLUMNS} rows={rows} />
    </>
  );
}
