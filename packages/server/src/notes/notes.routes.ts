import {
  noteAmendmentInputSchema,
  noteInputSchema,
  noteSchema,
  noteTemplateInputSchema,
  noteTemplateSchema,
  notesResponseSchema,
  signNoteInputSchema,
  noteTemplateListSchema,
} from '@clinic/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../http/auth-guard.ts';
import { errorResponsesFor, idParams, routeOptionsFor } from '../http/route-schemas.ts';
import type { NotesService } from './notes.service.ts';

const route = routeOptionsFor('notes');
/** Signing routes also answer 400 for a wrong password or code and 429 past the sign-in limits. */
const signingRoute = routeOptionsFor('notes', errorResponsesFor(400, 401, 403, 404, 409, 422, 429));
const read = { capability: 'note.read' } as const;
const write = { capability: 'note.write' } as const;
const manageTemplates = { capability: 'noteTemplate.manage' } as const;

export const notesRoutes: FastifyPluginAsyncZod<{ notes: NotesService }> = async (app, { notes }) => {
  app.get('/note-templates', route(read, { reply: noteTemplateListSchema }), () => notes.listTemplates());

  app.post(
    '/note-templates',
    route(manageTemplates, { body: noteTemplateInputSchema, reply: noteTemplateSchema }),
    (request) => notes.createTemplate(currentUser(request), request.body),
  );

  app.put(
    '/note-templates/:id',
    route(manageTemplates, { params: idParams, body: noteTemplateInputSchema, reply: noteTemplateSchema }),
    (request) => notes.updateTemplate(currentUser(request), request.params.id, request.body),
  );

  app.get('/notes/cosign-queue', route(write, { reply: notesResponseSchema }), (request) =>
    notes.cosignQueue(currentUser(request)),
  );

  app.get('/procedures/:id/notes', route(read, { params: idParams, reply: notesResponseSchema }), (request) =>
    notes.listOfProcedure(request.params.id),
  );

  app.post(
    '/procedures/:id/notes',
    route(write, { params: idParams, body: noteInputSchema, reply: noteSchema }),
    (request) => notes.create(currentUser(request), request.params.id, request.body),
  );

  app.put('/notes/:id', route(write, { params: idParams, body: noteInputSchema, reply: noteSchema }), (request) =>
    notes.update(currentUser(request), request.params.id, request.body),
  );

  app.post(
    '/notes/:id/sign',
    signingRoute(write, { params: idParams, body: signNoteInputSchema, reply: noteSchema }),
    (request) => notes.sign(currentUser(request), request.params.id, request.body, request.ip),
  );

  app.post(
    '/notes/:id/cosign',
    signingRoute(write, { params: idParams, body: signNoteInputSchema, reply: noteSchema }),
    (request) => notes.cosign(currentUser(request), request.params.id, request.body, request.ip),
  );

  app.post(
    '/notes/:id/amendments',
    signingRoute(write, { params: idParams, body: noteAmendmentInputSchema, reply: noteSchema }),
    (request) => notes.amend(currentUser(request), request.params.id, request.body, request.ip),
  );
};
