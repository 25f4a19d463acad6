import { Input, Typography } from 'antd';
import { useId } from 'react';
import { parseJsonObject } from './json-content';

export interface JsonTextAreaProps {
  label: string;
  value: string;
  onChange: (text: string) => void;
  rows?: number;
}

/** A monospace editor for a JSON object; what is wrong with the text shows below it as staff type. */
export function JsonTextArea({ label, value, onChange, rows = 16 }: JsonTextAreaProps) {
  const id = useId();
  const parsed = parseJsonObject(value);
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} style={{ display: 'block', marginBottom: 8 }}>
        {label}
      </label>
      <Input.TextArea
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        rows={rows}
        spellCheck={false}
        status={parsed.ok ? undefined : 'error'}
        aria-invalid={!parsed.ok}
        aria-describedby={parsed.ok ? undefined : errorId}
        style={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 13 }}
      />
      {!parsed.ok && (
        <Typography.Text type="danger" id={errorId} role="alert" style={{ display: 'block', marginTop: 4 }}>
          {parsed.error}
        </Typography.Text>
      )}
    </div>
  );
}
