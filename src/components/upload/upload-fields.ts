import { z } from 'zod';
import { validationMessage, type ValidationMessageKey } from '@/lib/validation/message';

/**
 * The form schema of an upload field that must be filled: its value is the uploaded URL or null.
 * The key names the file ("Product video required", "Dashboard screenshot is required.").
 */
export const requiredUploadField = (key: ValidationMessageKey = 'required') =>
  z
    .string()
    .nullable()
    .refine((url) => url !== null && url.trim() !== '', validationMessage(key));
