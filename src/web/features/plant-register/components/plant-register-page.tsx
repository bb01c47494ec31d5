import { TableHead } from '@web/components/ui/table-head';
import { PlantPageNote } from '@web/components/listed-plants-note';
import { DefaultTimeZone, organisationQuery } from './default-time-zone';
import { useCan } from '@web/lib/use-organisation';
import { useQuery } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import {
  MSG_PLANT_REGISTER_LOAD_FAILED,
  plantRegisterQuery,
  type PlantRegisterEntry,
} from '@web/lib/get-plant-register';
import { errorMessage } from '@web/lib/error-message';
import { MSG_PLANT_REGISTER_SAVE_FAILED, useSavePlantRegister } from '../api/save-plant-register';
import { REGISTER_FACTS } from '../lib/register-facts';
import { PlantRegisterForm } from './plant-register-form';
import { RegisterFact } from './register-fact';
import { SourceStreamsSection } from './source-streams-section';

const COLUMNS = ['Plant', ...REGISTER_FACTS.map((f) => f.label), 'Entry'];

/** Issue 11 "Plant register": each plant's facts, declared or assumed, to edit and confirm. */
export function PlantRegisterPage() {
  const register = useQuery(plantRegisterQuery());
  const save = useSavePlantRegister();
  const editData = useCan('edit_data');
  const fallbackZone = useQuery(organisationQuery()).data?.default_timezone ?? null;
  const [editing, setEditing] = useState<number | null>(null);
  const [streamsOf, setStreamsOf] = useState<number | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = async (entry: PlantRegisterEntry) => {
    setFailure(null);
    try {
      await save.mutateAsync({ plantId: entry.plant_id, patch: { confirmed: true } });
      setStatus(`Confirmed ${entry.plant_name}: its values are now declared facts.`);
    } catch (e) {
      setFailure(errorMessage(e, MSG_PLANT_REGISTER_SAVE_FAILED));
    }
  };

  const assumedCount =
    register.data?.plants.filter((e) => Object.values(e.assumed).some(Boolean)).length ?? 0;

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">Plant register</h1>
        <p className="max-w-3xl text-sm text-slate-600">
          What you declare of each plant: its country, sector, capacity, EU ETS installation and
          scope, whether it reports under the SEC rule, its renewable share and its time zone. Every
          screen, export and report uses these facts. A value marked <em>assumed</em> is the
          dashboard's default (derived from the plant's id, name or fuel) until you declare it or
          confirm the entry.
        </p>
      </div>
      <DefaultTimeZone />
      {status && <Alert tone="success">{status}</Alert>}
      {failure && <Alert tone="error">{failure}</Alert>}
      {register.isPending ? (
        <Spinner label="Loading plants..." className="py-10" />
      ) : register.isError ? (
        <Alert tone="error">{MSG_PLANT_REGISTER_LOAD_FAILED}</Alert>
      ) : register.data.plants.length === 0 ? (
        <Card className="p-6 text-center text-sm text-slate-600">
          No plants yet. Upload plant data in Settings: each plant in it appears here.
        </Card>
      ) : (
        <Card className="overflow-x-auto p-4">
          <PlantPageNote page={register.data} />
          {assumedCount > 0 && (
            <p className="mb-3 text-sm text-amber-900">
              {assumedCount === 1 ? '1 plant has' : `${assumedCount} plants have`} assumed facts.
            </p>
          )}
          <table className="w-full text-left text-sm" aria-label="Plant register">
            <TableHead columns={COLUMNS} actions cell="px-2 py-2" />
            <tbody>
              {register.data.plants.map((e) => (
                <Fragment key={e.plant_id}>
                  <tr className="border-b border-slate-100 align-top">
                    <th scope="row" className="px-2 py-2 font-medium text-slate-900">
                      {e.plant_name}
                      <span className="block text-xs font-normal text-slate-500">
                        #{e.plant_id} · {e.fuel_type}
                      </span>
                      <span className="block text-xs font-normal text-slate-500">
                        {e.timezone
                          ? `Days in ${e.timezone}`
                          : fallbackZone
                            ? `Days in ${fallbackZone} (the organisation's default)`
                            : 'Time zone not declared'}
                      </span>
                    </th>
                    {REGISTER_FACTS.map((fact) => (
                      <td key={fact.field} className="px-2 py-2">
                        <RegisterFact entry={e} fact={fact} />
                      </td>
                    ))}
                    <td className="px-2 py-2">
                      {e.confirmed ? (
                        <span className="font-medium text-green-700">Confirmed</span>
                      ) : (
                        <span className="text-slate-600">Not confirmed</span>
                      )}
                    </td>
                    <td className="whitespace-nowrap px-2 py-2">
                      <div className="flex gap-2">
                        <Button
                          variant="secondary"
                          className="px-2 py-1"
                          aria-label={`Source streams of ${e.plant_name}`}
                          aria-expanded={streamsOf === e.plant_id}
                          onClick={() => setStreamsOf(streamsOf === e.plant_id ? null : e.plant_id)}
                        >
                          Streams
                        </Button>
                        <div className={`flex gap-2 ${editData ? '' : 'hidden'}`}>
                          <Button
                            variant="secondary"
                            className="px-2 py-1"
                            aria-label={`Edit ${e.plant_name}`}
                            onClick={() => {
                              setStatus(null);
                              setEditing(editing === e.plant_id ? null : e.plant_id);
                            }}
                          >
                            Edit
                          </Button>
                          {!e.confirmed && (
                            <Button
                              className="px-2 py-1"
                              aria-label={`Confirm ${e.plant_name}`}
                              disabled={save.isPending}
                              onClick={() => void confirm(e)}
                            >
                              Confirm
                            </Button>
                          )}
                        </div>
                      </div>
                    </td>
                  </tr>
                  {streamsOf === e.plant_id && (
                    <tr className="border-b border-slate-100 bg-slate-50">
                      <td colSpan={COLUMNS.length + 1} className="p-4">
                        {/* Held at the left, as wide as the screen: the register's table
                            scrolls sideways on a phone, the section's tables on their own. */}
                        <div className="sticky left-4 max-w-[calc(100vw-5rem)] lg:max-w-none">
                          <SourceStreamsSection
                            plantId={e.plant_id}
                            plantName={e.plant_name}
                            canEdit={editData}
                          />
                        </div>
                      </td>
                    </tr>
                  )}
                  {editing === e.plant_id && (
                    <tr className="border-b border-slate-100 bg-slate-50">
                      <td colSpan={COLUMNS.length} className="p-4">
                        <PlantRegisterForm
                          entry={e}
                          onDone={(message) => {
                            setEditing(null);
                            if (message) setStatus(message);
                          }}
                        />
                      </td>
                    </tr>
                  )}
                </Fragment>
              ))}
            </tbody>
          </table>
        </Card>
      )}
    </div>
  );
}
