// The baseline of every contender: a process that starts Node and tsx and does no work.
import { measure } from './measure';

measure(() => ({ rows: 0 }));
