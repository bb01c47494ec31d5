import { TableHead } from '@web/components/ui/table-head';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import * as z from 'zod/mini';
import {
  FACTOR_PARAMETERS,
  factorEntrySchema,
  factorUnit,
  type FactorEntryInput,
  type FactorParameter,
} from '@domain/source-streams/factor-entry-schema';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { SelectField } from '@web/components/ui/select-field';
import { Spinner } from '@web/components/ui/spinner';
import { TextField } from '@web/components/ui/text-field';
import { errorMessage } from '@web/lib/error-message';
import {
  MSG_FACTOR_DELETE_FAILED,
  MSG_FACTOR_SAVE_FAILED,
  MSG_FACTORS_LOAD_FAILED,
  streamFactorsQuery,
  useAddFactor,
  useDeleteFactor,
  type StoredFactorEntry,
  type StoredStream,
} from '../api/source-streams';
import { PARAMETER_LABELS } from '../lib/stream-labels';

// On a phone each entry's cells stack into a block, so its Delete stays in view; from `sm` on
// they are a table's columns under their head.
const cell = 'block px-2 py-0.5 sm:table-cell sm:py-1.5';

type Field = keyof FactorEntryInput;
type Values = Record<Field, string>;

const EMPTY: Values = { parameter: 'ncv', value: '', valid_from: '', valid_to: '', source: '' };

/** The entry the form's text makes: a number typed as one, anything else left for the schema. */
const entryOf = (values: Values): Record<string, unknown> => {
  const text = values.value.trim();
  return { ...values, value: text === '' || Number.isNaN(Number(text)) ? text : Number(text) };
};

/**
 * Issue 38: the factors the organisation entered for one stream (a laboratory NCV per month, a
 * national factor), each valid over its days in place of the stream's own value; added and removed
 * here, checked by the same rules as the server.
 */
export function StreamFactorEntries({
  plantId,
  stream,
  canEdit,
}: {
  plantId: number;
  stream: StoredStream;
  canEdit: boolean;
}) {
  const entries = useQuery(streamFactorsQuery(plantId, stream.id));
  const add = useAddFactor(plantId, stream.id);
  const remove = useDeleteFactor(plantId, stream.id);
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const bind = (field: Field) => ({
    value: values[field],
    onChange: (e: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [field]: e.target.value })),
    error: errors[field],
  });
  // A stream on the file's fuel energy takes no NCV: that energy is already net.
  const parameters = FACTOR_PARAMETERS.filter(
    (p) => p !== 'ncv' || stream.activity_data !== 'file_fuel_mwh',
  );
  const unitOf = (p: FactorParameter) => factorUnit(p, stream.activity_data);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setStatus(null);
    const checked = z.safeParse(factorEntrySchema, entryOf(values));
    if (!checked.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of checked.error.issues) found[issue.path[0] as Field] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      await add.mutateAsync(checked.data);
      setValues({ ...EMPTY, parameter: values.parameter });
      setStatus(`Saved the ${PARAMETER_LABELS[checked.data.parameter]} entry.`);
    } catch (e) {
      setFailure(errorMessage(e, MSG_FACTOR_SAVE_FAILED));
    }
  };

  const onDelete = async (entry: StoredFactorEntry) => {
    setFailure(null);
    try {
      await remove.mutateAsync(entry.id);
      setStatus(`Deleted the ${PARAMETER_LABELS[entry.parameter]} entry of ${entry.valid_from}.`);
    } catch (e) {
      setFailure(errorMessage(e, MSG_FACTOR_DELETE_FAILED));
    }
  };

  return (
    <section
      aria-label={`Factor entries of ${stream.name}`}
      className="space-y-3 rounded-md border border-slate-200 bg-white p-4"
    >
      <div>
        <h4 className="text-sm font-semibold text-slate-900">Factors entered for {stream.name}</h4>
        <p className="max-w-3xl text-sm text-slate-600">
          A value entered for a period (a laboratory analysis of a batch or a month, a national
          inventory factor) applies on each of its days, both dates included, in place of the
          stream's declared or default value.
        </p>
      </div>
      {status && <Alert tone="success">{status}</Alert>}
      {failure && <Alert tone="error">{failure}</Alert>}
      {entries.isPending ? (
        <Spinner label="Loading factor entries..." className="py-2" />
      ) : entries.isError ? (
        <Alert tone="error">{MSG_FACTORS_LOAD_FAILED}</Alert>
      ) : entries.data.factors.length === 0 ? (
        <p className="text-sm text-slate-600">No factors entered.</p>
      ) : (
        <table
          className="block w-full text-left text-sm sm:table"
          aria-label={`Factors entered for ${stream.name}`}
        >
          <TableHead
            columns={['Parameter', 'Value', 'Valid', 'Source']}
            actions
            className="hidden sm:table-header-group"
          />
          <tbody className="block sm:table-row-group">
            {entries.data.factors.map((e) => (
              <tr
                key={e.id}
                className="block border-b border-slate-100 py-1.5 sm:table-row sm:py-0"
              >
                <th scope="row" className={`${cell} font-medium text-slate-900`}>
                  {PARAMETER_LABELS[e.parameter]}
                </th>
                <td className={`${cell} tabular-nums`}>
                  {e.value}
                  {unitOf(e.parameter) ? ` ${unitOf(e.parameter)}` : ''}
                </td>
                <td className={cell}>
                  {e.valid_from} to {e.valid_to}
                </td>
                <td className={cell}>{e.source}</td>
                <td className={cell}>
                  {canEdit && (
                    <Button
                      variant="danger"
                      className="px-2 py-1"
                      aria-label={`Delete the ${PARAMETER_LABELS[e.parameter]} entry of ${e.valid_from}`}
                      disabled={remove.isPending}
                      onClick={() => void onDelete(e)}
                    >
                      Delete
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {canEdit && (
        <form
          onSubmit={(e) => void onSubmit(e)}
          noValidate
          aria-label={`Enter a factor for ${stream.name}`}
          className="grid items-start gap-3 sm:grid-cols-2 lg:grid-cols-6"
        >
          <SelectField label="Parameter" {...bind('parameter')}>
            {parameters.map((p) => (
              <option key={p} value={p}>
                {PARAMETER_LABELS[p]}
              </option>
            ))}
          </SelectField>
          <TextField
            label="Value"
            inputMode="decimal"
            hint={unitOf(values.parameter as FactorParameter) || undefined}
            {...bind('value')}
          />
          <TextField label="Valid from" type="date" {...bind('valid_from')} />
          <TextField label="Valid to" type="date" {...bind('valid_to')} />
          <TextField
            label="Source"
            className="lg:col-span-2"
            placeholder="Laboratory analysis, batch 42"
            {...bind('source')}
          />
          <div>
            <Button type="submit" disabled={add.isPending}>
              {add.isPending ? 'Saving...' : 'Enter factor'}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
