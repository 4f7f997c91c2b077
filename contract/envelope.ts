import { z } from 'zod';
import { onFirstUse } from './onFirstUse';

/** Every JSON answer of /om/api: `{ code, data, message }`. */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.string(), data, message: z.string() });

export interface Envelope<T> {
  code: string;
  data: T;
  message: string;
}

/** `data.fields` of a validation failure: field path to a readable message. */
export const fieldErrors = onFirstUse(() => z.object({ fields: z.record(z.string(), z.string()) }));
export type FieldErrors = z.infer<typeof fieldErrors>;
