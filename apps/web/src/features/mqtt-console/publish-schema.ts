// The publish form's values: a topic under the sandbox, a payload of at most 64 KB, QoS and retain.
// Errors are language-neutral tokens (lib/form-errors) the form translates.
import { z } from 'zod';

import { encodeToken } from '../../lib/form-errors';
import { MAX_SUFFIX_LENGTH, sandboxSuffixProblem } from './topic-filters';

export const PAYLOAD_MAX_BYTES = 64 * 1024;

const encoder = new TextEncoder();

export const publishSchema = z.object({
  suffix: z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      const problem = sandboxSuffixProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: encodeToken(problem, problem === 'tooLong' ? { max: MAX_SUFFIX_LENGTH } : undefined) });
    }),
  payload: z.string().refine((value) => encoder.encode(value).length <= PAYLOAD_MAX_BYTES, {
    message: encodeToken('tooBig', { max: '64 KB' }),
  }),
  qos: z.enum(['0', '1', '2']),
  retain: z.boolean(),
});

export type PublishValues = z.input<typeof publishSchema>;
export type PublishOutput = z.output<typeof publishSchema>;

export const PUBLISH_DEFAULTS: PublishValues = { suffix: 'test', payload: '{\n  "message": "hello"\n}', qos: '0', retain: false };
