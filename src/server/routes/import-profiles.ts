import { z } from '@hono/zod-openapi';
import { declareRoute } from '../http/declare-route';
import { importProfileSchema } from '@domain/imports/import-profile';
import {
  MAX_PROFILES_PER_USER,
  ProfileLimitError,
  ProfileNameTakenError,
  type StoredProfile,
} from '../db/queries/import-profiles';
import { ApiError, notFound } from '../http/api-error';
import { actorOf } from '../http/caller';
import { fromDomain } from '../http/domain-schema';
import { signedInRouter, type SignedIn } from '../http/open-api-router';
import { errorResponse, IdParams, Timestamp } from '../http/schemas';
import type { Services } from '../services';

// The profile's own fields are documented by the request body's schema (the domain's); the answer
// adds its id and times to them.
const StoredProfileSchema = z
  .object({ id: z.string(), name: z.string(), created_at: Timestamp, updated_at: Timestamp })
  .loose()
  .openapi('ImportProfile', {
    description: 'The profile as saved (every field of the request, defaults filled in)',
  });

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});
const body = {
  required: true,
  content: { 'application/json': { schema: fromDomain(importProfileSchema) } },
};

const view = (profile: StoredProfile) => StoredProfileSchema.parse(profile);

/** A name the user already gives another profile 409, the cap 422. */
async function saving<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (error instanceof ProfileNameTakenError) {
      throw new ApiError(409, 'profile_name_exists', error.message, { field: 'name' });
    }
    if (error instanceof ProfileLimitError) {
      throw new ApiError(422, 'profile_limit', error.message, { limit: MAX_PROFILES_PER_USER });
    }
    throw error;
  }
}

export const profileNotFound = () => notFound('Import profile');

/** The user's import profiles (issue 27): how their exports map onto the spec's columns. */
export function importProfilesRoutes(services: Services, signedIn: SignedIn) {
  const profiles = services.queries.importProfiles;

  return signedInRouter(signedIn)
    .openapi(
      declareRoute({
        method: 'post',
        path: '/',
        access: {
          permission: { needs: 'edit_data', doing: 'Creating an import profile' },
          apiToken: 'none',
          secondFactor: true,
        },
        summary: 'Save an import profile',
        request: { body },
        responses: {
          201: json(StoredProfileSchema, 'Saved'),
          400: errorResponse('Every problem of the profile, by field'),
          409: errorResponse('Another profile of the user has this name'),
          422: errorResponse(`The user keeps ${MAX_PROFILES_PER_USER} profiles already`),
        },
      }),
      async (c) => {
        const saved = await saving(
          profiles.createProfile(c.var.caller.orgId, c.req.valid('json'), actorOf(c.var.caller)),
        );
        return c.json(view(saved), 201);
      },
    )

    .openapi(
      declareRoute({
        method: 'get',
        path: '/',
        access: { permission: 'member', apiToken: 'feed', secondFactor: true },
        summary: "The user's import profiles by name",
        responses: { 200: json(z.object({ profiles: z.array(StoredProfileSchema) }), 'Profiles') },
      }),
      async (c) =>
        c.json({ profiles: (await profiles.listProfiles(c.var.caller.orgId)).map(view) }, 200),
    )

    .openapi(
      declareRoute({
        method: 'get',
        path: '/{id}',
        access: { permission: 'member', apiToken: 'feed', secondFactor: true },
        summary: 'One import profile',
        request: { params: IdParams },
        responses: {
          200: json(StoredProfileSchema, 'The profile'),
          404: errorResponse('No such profile of this user'),
        },
      }),
      async (c) => {
        const profile = await profiles.getProfile(c.var.caller.orgId, c.req.valid('param').id);
        if (!profile) throw profileNotFound();
        return c.json(view(profile), 200);
      },
    )

    .openapi(
      declareRoute({
        method: 'put',
        path: '/{id}',
        access: {
          permission: { needs: 'edit_data', doing: 'Changing an import profile' },
          apiToken: 'none',
          secondFactor: true,
        },
        summary: 'Replace an import profile with the one sent',
        request: { params: IdParams, body },
        responses: {
          200: json(StoredProfileSchema, 'Saved'),
          400: errorResponse('Every problem of the profile, by field'),
          404: errorResponse('No such profile of this user'),
          409: errorResponse('Another profile of the user has this name'),
        },
      }),
      async (c) => {
        const { id } = c.req.valid('param');
        const saved = await saving(
          profiles.replaceProfile(
            c.var.caller.orgId,
            id,
            c.req.valid('json'),
            actorOf(c.var.caller),
          ),
        );
        if (!saved) throw profileNotFound();
        return c.json(view(saved), 200);
      },
    )

    .openapi(
      declareRoute({
        method: 'delete',
        path: '/{id}',
        access: {
          permission: { needs: 'edit_data', doing: 'Deleting an import profile' },
          apiToken: 'none',
          secondFactor: true,
        },
        summary: 'Delete an import profile (files uploaded through it stay)',
        request: { params: IdParams },
        responses: {
          204: { description: 'Deleted' },
          404: errorResponse('No such profile of this user'),
        },
      }),
      async (c) => {
        const { id } = c.req.valid('param');
        if (!(await profiles.deleteProfile(c.var.caller.orgId, id, actorOf(c.var.caller)))) {
          throw profileNotFound();
        }
        return c.body(null, 204);
      },
    );
}
