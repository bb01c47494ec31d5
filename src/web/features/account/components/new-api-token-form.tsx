import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { apiTokenSchema, type ApiTokenValues } from '@domain/validation/api-token';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/text-field';
import {
  MSG_API_TOKEN_CREATE_FAILED,
  useCreateApiToken,
  type CreatedApiToken,
} from '../api/create-api-token';
import { errorMessage } from '@web/lib/error-message';

/** Names and creates a token; the caller shows the token the answer holds. */
export function NewApiTokenForm({ onCreated }: { onCreated: (token: CreatedApiToken) => void }) {
  const create = useCreateApiToken();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<ApiTokenValues>({
    resolver: zodResolver(apiTokenSchema),
    defaultValues: { name: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const created = await create.mutateAsync(values);
      form.reset();
      onCreated(created);
    } catch (e) {
      setError(errorMessage(e, MSG_API_TOKEN_CREATE_FAILED));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3">
      {error && <Alert tone="error">{error}</Alert>}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <TextField
          label="Token name"
          className="min-w-0 flex-1"
          autoComplete="off"
          hint="Say which script or machine uses it, for example “SCADA nightly export”."
          error={errors.name?.message}
          {...form.register('name')}
        />
        <Button type="submit" className="sm:mt-6" disabled={isSubmitting}>
          {isSubmitting ? 'Creating...' : 'Create token'}
        </Button>
      </div>
    </form>
  );
}
