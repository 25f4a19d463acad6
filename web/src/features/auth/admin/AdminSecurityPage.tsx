import { Alert, App, Button, Card, Flex, List, Modal, Popconfirm, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { serverMessage } from '../../../components/admin/api-error';
import { usePrivatePageTitle } from '../../../lib/head';
import { factorTime, useSecondFactorSettings } from '../second-factor/use-second-factor-settings';
import { PasskeyEnrolmentForm } from './PasskeyEnrolmentForm';
import { RecoveryCodesCard } from './RecoveryCodesCard';
import { TotpEnrolmentForm } from './TotpEnrolmentForm';

/**
 * /admin1/security: the signed-in staff member's second factors. Add an authenticator app or passkeys,
 * remove one (staff keep at least one), make new recovery codes. A lost device is reset by another staff
 * member from the Users table.
 */
export function AdminSecurityPage() {
  usePrivatePageTitle('Sign-in security · Back Office', 'Your second sign-in step.');
  const { message } = App.useApp();
  const settings = useSecondFactorSettings({
    done: (text) => void message.success(text),
    failed: (error, text) => void message.error(serverMessage(error, text)),
  });
  const { factors } = settings;
  const [adding, setAdding] = useState<'totp' | 'passkey' | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);

  const enrolled = (recoveryCodes: string[] | null) => {
    setAdding(null);
    setCodes(recoveryCodes);
    settings.enrolled();
  };

  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
        Sign-in security
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        Staff accounts sign in with a password (or Google) and a second step. Keep at least one; if you lose them all,
        another staff member can reset yours from the Users page.
      </Typography.Paragraph>
      {factors.isError && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={serverMessage(factors.error, 'Could not load your sign-in steps.')}
        />
      )}
      {factors.isPending ? (
        <Skeleton active />
      ) : (
        factors.data && (
          <Flex vertical gap={16} style={{ maxWidth: 720 }}>
            <Card
              title={
                <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
                  Authenticator app
                </Typography.Title>
              }
            >
              {factors.data.totp ? (
                <Flex justify="space-between" align="center" gap={8} wrap>
                  <span>
                    Set up {factorTime(factors.data.totp.confirmedAt)} · last used{' '}
                    {factorTime(factors.data.totp.lastUsedAt)}
                  </span>
                  <Popconfirm
                    title="Remove the authenticator app?"
                    okText="Remove"
                    okButtonProps={{ danger: true }}
                    cancelButtonProps={{ autoFocus: true }}
                    onConfirm={settings.removeTotp}
                  >
                    <Button danger size="small" loading={settings.removingTotp}>
                      Remove authenticator app
                    </Button>
                  </Popconfirm>
                </Flex>
              ) : (
                <Button onClick={() => setAdding('totp')}>Set up an authenticator app</Button>
              )}
            </Card>
            <Card
              title={
                <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
                  Passkeys
                </Typography.Title>
              }
            >
              <List
                // antd greys its empty text below 4.5:1; the page's own text colour reads.
                locale={{ emptyText: <Typography.Text>No passkey yet.</Typography.Text> }}
                dataSource={factors.data.passkeys}
                renderItem={(passkey) => (
                  <List.Item
                    actions={[
                      <Popconfirm
                        key="remove"
                        title={`Remove the passkey “${passkey.name}”?`}
                        okText="Remove"
                        okButtonProps={{ danger: true }}
                        cancelButtonProps={{ autoFocus: true }}
                        onConfirm={() => settings.removePasskey(passkey.id)}
                      >
                        <Button danger size="small" aria-label={`Remove the passkey ${passkey.name}`}>
                          Remove
                        </Button>
                      </Popconfirm>,
                    ]}
                  >
                    <List.Item.Meta
                      title={passkey.name}
                      description={`Added ${factorTime(passkey.createdAt)} · last used ${factorTime(passkey.lastUsedAt)}`}
                    />
                  </List.Item>
                )}
              />
              <Button style={{ marginTop: 12 }} onClick={() => setAdding('passkey')}>
                Add a passkey
              </Button>
            </Card>
            <Card
              title={
                <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
                  Recovery codes
                </Typography.Title>
              }
            >
              <Flex justify="space-between" align="center" gap={8} wrap>
                <span>{factors.data.recoveryCodesLeft} unused recovery codes left.</span>
                <Popconfirm
                  title="Make new recovery codes?"
                  description="The codes you have now will stop working."
                  okText="Make new codes"
                  cancelButtonProps={{ autoFocus: true }}
                  onConfirm={async () => setCodes((await settings.renewRecoveryCodes()) ?? null)}
                >
                  <Button loading={settings.renewingCodes}>Make new recovery codes</Button>
                </Popconfirm>
              </Flex>
            </Card>
          </Flex>
        )
      )}
      <Modal
        open={adding !== null}
        title={adding === 'totp' ? 'Set up an authenticator app' : 'Add a passkey'}
        footer={null}
        destroyOnHidden
        onCancel={() => setAdding(null)}
      >
        {adding === 'totp' && <TotpEnrolmentForm onEnrolled={enrolled} />}
        {adding === 'passkey' && <PasskeyEnrolmentForm onEnrolled={enrolled} />}
      </Modal>
      <Modal open={codes !== null} title="Recovery codes" footer={null} closable={false} maskClosable={false}>
        {codes && <RecoveryCodesCard codes={codes} doneLabel="I saved them" onDone={() => setCodes(null)} />}
      </Modal>
    </>
  );
}
