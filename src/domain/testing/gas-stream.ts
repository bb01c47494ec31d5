// Test helper: the source stream most calculation tests start from, natural gas on the file's fuel
// energy of the whole plant with every factor the library's (the stream a gas plant declaring none
// is calculated by); a test gives only what it varies.
import { fuelTypeStream, type PlantStream } from '../source-streams/plant-calculation';

/** A gas stream of the whole plant on its fuel energy (MWh), every factor the library's. */
export const gasStream = (fields: Partial<PlantStream> = {}): PlantStream => ({
  ...fuelTypeStream('Natural Gas')!,
  name: 'Main fuel',
  ...fields,
});
