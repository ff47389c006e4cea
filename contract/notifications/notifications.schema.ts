import { z } from 'zod';
import { pagedListSchema, PageQuerySchema } from '../common/paging.schema';
import { IdSchema, IsoDateTimeSchema } from '../common/primitives.schema';

export const NotificationSchema = z.object({
  id: IdSchema,
  title: z.string(),
  body: z.string(),
  link: z.string().nullable().describe('Same-origin path to open, if any'),
  read: z.boolean(),
  createdAt: IsoDateTimeSchema,
});
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationListQuerySchema = PageQuerySchema;

export const NotificationListSchema = pagedListSchema(NotificationSchema).extend({
  unreadCount: z.number().int().nonnegative(),
});
export type NotificationList = z.infer<typeof NotificationListSchema>;
