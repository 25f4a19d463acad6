import { Typography } from 'antd';
import type { ReactNode } from 'react';

/** A titled part of a record drawer (an invoice's items, a user's bookings), named for screen readers. */
export function DrawerSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <Typography.Title level={2} style={{ fontSize: 16 }}>
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}
