import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LABELS_MAX, labelsQuerySchema } from '../../shared/schemas/hand-over';
import { errorAnswers } from '../http/errors';
import { labelSheetPdf, type LabelSheets } from './service';
import { LABELS_PER_PAGE } from './layout';

/** The PDF's bytes in the OpenAPI document; any() so the handler may send a Buffer. */
const pdfFile = {
  description: 'The label sheet, shown in the browser to print (inline), named after the product',
  content: { 'application/pdf': { schema: z.any().meta({ type: 'string', format: 'binary' }) } },
};

export function labelRoutes(sheets: LabelSheets): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/admin/labels',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['hand-over', 'admin'],
          summary: "Printable labels: a QR code of each unit's serial number with its product's name, as an A4 PDF",
          description: `Every unit of \`productId\` (by serial number), or the units \`itemIds\` (comma-separated, in that order, at most ${LABELS_MAX}); one of the two. A4 sheets of ${LABELS_PER_PAGE} labels of 63.5 x 33.9 mm (3 x 8, as Avery L7159). 404 for an unknown product or unit; 409 NO_UNITS for a product without units; 400 TOO_MANY_LABELS for a product of more than ${LABELS_MAX} units.`,
          querystring: labelsQuerySchema,
          response: { 200: pdfFile, ...errorAnswers(400, 401, 403, 404, 409) },
        },
      },
      async (request, reply) => {
        const sheet = await sheets.read(request.query);
        reply.type('application/pdf').header('content-disposition', `inline; filename="${sheet.fileName}"`);
        // Fastify's HEAD twin would render every label to drop them: the headers are the answer.
        if (request.method === 'HEAD') return reply.send('');
        return reply.send(await labelSheetPdf(sheet));
      },
    );
  };
}
