import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkInSchema, checkOutSchema, deskRentalSchema } from '../../shared/schemas/hand-over';
import { adminIncidentSchema } from '../../shared/schemas/incident';
import { idParams, idSchema } from '../../shared/schemas/input';
import { actorOf } from '../audit';
import type { IncidentService } from '../incidents';
import { requirePermission, requireUser } from '../auth/access';
import { errorAnswers } from '../http/errors';
import { readUploadedForm, oneFileLimits, refuseDeclaredOversize } from '../http/file-upload';
import { storeIncidentPhoto } from '../images/incident-photo';
import { InvalidInputError } from '../domain-errors';
import type { Storage } from '../storage/storage';
import type { CheckInService } from '../flows/check-in';
import type { CheckOutService } from '../flows/check-out';

/** The largest incident photo an administrator may upload: a phone's full-size photo fits. */
export const MAX_INCIDENT_PHOTO_BYTES = 15 * 1024 * 1024;

const errors = {
  ...errorAnswers(400, 401, 403, 404, 409),
};

/** The multipart parser leaves the body unset; the schema documents the form (see product-image-routes.ts). */
const photoFormSchema = z.preprocess(
  (body) => body ?? undefined,
  z
    .object({
      file: z.file().describe('The photo: JPEG, PNG, WebP, GIF, AVIF or HEIF, at most 15 MB'),
      itemId: z.string().optional().describe('The unit the photo shows: the id of one of the rental’s units'),
    })
    .optional()
    .describe(
      'A form with one file field, `file`, and optionally `itemId`. The server decodes the picture whatever its name or declared type, turns it upright, drops its metadata and stores it as WebP up to 1600 px.',
    ),
);

/** The form's `itemId`, when given: an id as every other id is read, else 400 naming the field. */
function itemIdOf(fields: Record<string, string>): number | undefined {
  const raw = fields.itemId?.trim();
  if (raw === undefined || raw === '') return undefined;
  const parsed = /^[1-9]\d{0,9}$/.test(raw) ? idSchema.safeParse(Number(raw)) : undefined;
  if (!parsed?.success) throw new InvalidInputError('VALIDATION_ERROR', 'itemId must be a unit id.', 'itemId');
  return parsed.data;
}

export function handOverRoutes(deps: {
  checkOut: CheckOutService;
  checkIn: CheckInService;
  incidents: IncidentService;
  storage: Storage;
  logError: (error: unknown, message: string) => void;
}): FastifyPluginAsyncZod {
  const { checkOut, checkIn, incidents, storage, logError } = deps;
  return async (app) => {
    app.post(
      '/api/admin/rentals/:id/check-out',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['rentals', 'admin'],
          summary: 'Hand units of a rental to the customer, by their serial numbers',
          description:
            'Each serial number (any case) is one of the rental’s units not handed over yet, or a free working unit of the same product, which then takes the place of one of the rental’s units not handed over and not scanned. All or nothing; a partial hand-over is allowed (`items[].checkedOutAt`; `checkedOutAt` once every unit is out). The deposit due for these units (per kit for a kit, as booked) is taken through `depositChannel` (the payment’s channel, else cash, unless said) when the shop takes deposits. When the order owes money at the counter (`balanceDue` on the desk; not for an order on invoice), the hand-over takes it through `payment` (`channel` cash or terminal; `amount` defaults to all the balance, recorded as the payments route records it, in the same transaction, which needs `payments.take` too), or `payLater.reason` says why the customer pays later (kept on the order, shown on its page and the overview; with a smaller `amount`, for the rest): otherwise 409 PAYMENT_DUE naming the amount, and nothing changes. With nothing due neither is needed. 404 UNKNOWN_SERIAL; 409 OTHER_PRODUCT, OUT_OF_SERVICE, UNIT_NOT_FREE, UNIT_NOT_BACK, ALREADY_HANDED_OVER, TOO_MANY_UNITS, and RENTAL_CANCELLED, ORDER_NOT_PAID, ORDER_NOT_PLACED, RENTAL_NOT_STARTED, RENTAL_ENDED for a rental not to hand over today; ALREADY_PAID or AMOUNT_NOT_DUE for a payment amount the order does not owe.',
          params: idParams,
          body: checkOutSchema,
          response: { 200: deskRentalSchema, ...errors },
        },
      },
      async (request) => {
        const user = requireUser(request);
        // Money taken at the counter is the payments route's permission as well as the desk's.
        if (request.body.payment) requirePermission(user, 'payments.take');
        return checkOut.checkOut(actorOf(user), request.params.id, request.body);
      },
    );

    app.post(
      '/api/admin/rentals/:id/check-in',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['rentals', 'admin'],
          summary: 'Take units of a rental back, each fine, damaged or missing, and serviced or not',
          description:
            'A damaged or missing unit goes out of service at once and is recorded, with its note, on the rental’s incident (opened as the shop’s when there is none). A missing unit stays out: the rental stays open. Units back after the rental’s last day are charged the late fee, once, through `feeChannel` (cash unless said), with an invoice; `lateFee` charges less (`amount`, at most the fee computed for these units; 0 waives it) with a `reason`, in the audit log with the fee computed. When every unit is back and none damaged or missing, the deposit held for the rental is returned. A unit back with `service` (what was done, its cost) has its service recorded as `POST /api/admin/items/{id}/services` records it, by the member of staff checking it in, in the same transaction: its count of rentals and days starts again from its return, and a unit out of service for its service is back in service (a damaged one stays out); a missing unit takes none (400). A rental read by id says of each unit whether its service is due (`items[].serviceDue`, counting this return). 404 UNKNOWN_SERIAL; 409 UNIT_NOT_ON_RENTAL, NOT_HANDED_OVER, ALREADY_CHECKED_IN, ALREADY_MISSING, LATE_FEE_ABOVE_DUE.',
          params: idParams,
          body: checkInSchema,
          response: { 200: deskRentalSchema, ...errors },
        },
      },
      async (request) => checkIn.checkIn(actorOf(requireUser(request)), request.params.id, request.body),
    );

    // The upload in a scope of its own: only it parses multipart forms.
    const photoUpload: FastifyPluginAsyncZod = async (scope) => {
      await scope.register(fastifyMultipart, {
        limits: oneFileLimits(MAX_INCIDENT_PHOTO_BYTES),
      });

      scope.post(
        '/api/admin/incidents/:id/photos',
        {
          config: { access: 'admin', perUserLimit: 'uploadsPerUser' },
          onRequest: refuseDeclaredOversize(MAX_INCIDENT_PHOTO_BYTES),
          schema: {
            tags: ['incidents', 'admin'],
            summary: 'Add a photo to an incident (damage found at check-in)',
            description:
              'The answer is the incident with its `photos`, which the customer sees on their incident too. 409 UNIT_NOT_ON_RENTAL for an `itemId` that is not one of the rental’s units, TOO_MANY_PHOTOS past 20; 413 for a file over 15 MB or a picture over 50 megapixels, 415 for a file that is not a picture.',
            consumes: ['multipart/form-data'],
            params: idParams,
            body: photoFormSchema,
            response: {
              200: adminIncidentSchema,
              ...errors,
              ...errorAnswers(413, 415, 429),
            },
          },
        },
        async (request, reply) => {
          const actor = actorOf(requireUser(request));
          await incidents.getAny(request.params.id);
          const upload = await readUploadedForm(request, reply, { field: 'file', maxBytes: MAX_INCIDENT_PHOTO_BYTES });
          const itemId = itemIdOf(upload.fields);
          const key = await storeIncidentPhoto(storage, upload.bytes);
          try {
            return await incidents.addPhoto(actor, request.params.id, key, itemId);
          } catch (error) {
            await storage.remove(key).catch((cleanup: unknown) => logError(cleanup, `could not remove ${key}`));
            throw error;
          }
        },
      );
    };
    await app.register(photoUpload);
  };
}
