import { Alert, App, Button, Flex, Typography } from 'antd';
import { useEffect, useRef } from 'react';

/** Recovery codes, shown once: copy them, then continue. Focus lands on the heading so it is read first. */
export function RecoveryCodesCard({
  codes,
  onDone,
  doneLabel,
}: {
  codes: string[];
  onDone: () => void;
  doneLabel: string;
}) {
  const { message } = App.useApp();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      message.success('Recovery codes copied.');
    } catch {
      message.error('Could not copy: select the codes and copy them by hand.');
    }
  };

  return (
    <section aria-labelledby="recovery-codes-heading">
      <Typography.Title level={2} id="recovery-codes-heading" ref={heading} tabIndex={-1} style={{ fontSize: 18 }}>
        Save your recovery codes
      </Typography.Title>
      <Alert
        type="warning"
        showIcon
        title="They are shown only this once."
        description="Each code signs you in once if you lose your authenticator app or passkey. Keep them somewhere safe, away from this device."
        style={{ marginBottom: 16 }}
      />
      <ol
        aria-label="Recovery codes"
        style={{ columns: 2, fontFamily: 'monospace', fontSize: 15, paddingInlineStart: 24, margin: '0 0 16px' }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <Flex gap={8} wrap>
        <Button onClick={() => void copy()}>Copy codes</Button>
        <Button type="primary" onClick={onDone}>
          {doneLabel}
        </Button>
      </Flex>
    </section>
  );
}
