import { z } from 'zod';
import { digitCodeField } from '@/lib/validation';

/** The e-mailed code; its length comes from the register answer (or the build setting). */
export const verifyCodeFormSchema = (length: number) => z.object({ code: digitCodeField(length) });
