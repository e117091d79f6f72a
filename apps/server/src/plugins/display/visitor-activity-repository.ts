/** The statements of the known-visitor calls (visitor-activity-route.ts) on visitor_activity; the browse-abandonment save is store-report-repository.ts. */
import type { Queryable } from '@beckon/db';
import type { ConversionActivity, WebsiteSession } from './visitor-activity-schemas.js';

/** A converted visitor's visit to the site; email and url kept lowercase. */
export async function insertWebsiteSession(db: Queryable, accountId: string, session: WebsiteSession): Promise<void> {
  await db.query(
    `INSERT INTO visitor_activity (account_id, kind, email, url, store_integration, store_customer_id)
     VALUES ($1, 'session', $2, $3, $4, $5)`,
    [
      accountId,
      session.email.toLowerCase(),
      session.url.toLowerCase(),
      session.store_integration,
      session.store_integration_customer_id,
    ],
  );
}

/** A converted visitor viewed or closed a pop-up; the email kept lowercase. */
export async function insertConversionActivity(
  db: Queryable,
  accountId: string,
  activity: ConversionActivity,
): Promise<void> {
  await db.query(
    `INSERT INTO visitor_activity (account_id, kind, email, poptin_id, url, store_integration, store_customer_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      accountId,
      activity.activity,
      activity.email.toLowerCase(),
      activity.poptin_id,
      activity.url,
      activity.store_integration,
      activity.store_integration_customer_id,
    ],
  );
}
