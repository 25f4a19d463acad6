import { Link } from '@tanstack/react-router';
import { Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { BRAND_NAME, PATHS } from '../../../constants/site';

/** The frame of the open admin pages (login, set-password): one centred card, usable on a phone. */
export function AdminAuthLayout({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Flex
      component="main"
      vertical
      align="center"
      justify="center"
      gap={24}
      style={{ minHeight: '100vh', padding: '32px 16px', background: '#f8fafc' }}
    >
      <Link to={PATHS.home} reloadDocument style={{ fontWeight: 700, fontSize: 20, color: '#0f1b3d' }}>
        {BRAND_NAME}
        <span style={{ fontWeight: 500, color: '#475569' }}> · Back Office</span>
      </Link>
      <Card style={{ width: '100%', maxWidth: 420 }} styles={{ body: { padding: 'clamp(20px, 6vw, 32px)' } }}>
        <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0, marginBottom: subtitle ? 8 : 24 }}>
          {title}
        </Typography.Title>
        {subtitle && (
          <Typography.Paragraph type="secondary" style={{ marginBottom: 24 }}>
            {subtitle}
          </Typography.Paragraph>
        )}
        {children}
      </Card>
    </Flex>
  );
}
