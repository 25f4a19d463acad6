import { Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

/** A titled card of the project page, named for screen readers; `extra` sits beside the title (an Add button). */
export function ProjectSection({ title, extra, children }: { title: string; extra?: ReactNode; children: ReactNode }) {
  return (
    <Card>
      <section aria-label={title}>
        <Flex justify="space-between" align="center" gap={8} wrap style={{ marginBottom: 12 }}>
          <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
            {title}
          </Typography.Title>
          {extra}
        </Flex>
        {children}
      </section>
    </Card>
  );
}
