/**
 * The version of the stored plant-day cells. Bump it with any change to what `plantDayCells`
 * computes or to the rules a file must pass: a file whose cells carry another version gets them
 * again from its bytes on its owner's next read.
 */
export const HISTORY_VERSION = 3;
