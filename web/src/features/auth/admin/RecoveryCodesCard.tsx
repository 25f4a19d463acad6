import { Alert, App, Button, Flex, Typography } from 'antd';
import { RECOVERY_CODES_TEXT, useRecoveryCodes } from '../second-factor/recovery-codes';

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
  const { heading, copy } = useRecoveryCodes(codes, {
    copied: (text) => void message.success(text),
    failed: (text) => void message.error(text),
  });

  return (
    <section aria-labelledby="recovery-codes-heading">
      <Typography.Title level={2} id="recovery-codes-heading" ref={heading} tabIndex={-1} style={{ fontSize: 18 }}>
        {RECOVERY_CODES_TEXT.heading}
      </Typography.Title>
      <Alert
        type="warning"
        showIcon
        title={RECOVERY_CODES_TEXT.shownOnce}
        description={RECOVERY_CODES_TEXT.use}
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
