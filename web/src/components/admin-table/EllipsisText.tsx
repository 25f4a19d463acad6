import { Tooltip, Typography } from 'antd';

/**
 * Long text cut to one line with "…"; the whole text shows in a tooltip on hover or keyboard focus
 * (and stays in the DOM for screen readers).
 */
export function EllipsisText({
  text,
  maxWidth,
  type,
  strong,
}: {
  text: string;
  maxWidth: number;
  type?: 'secondary' | 'danger';
  strong?: boolean;
}) {
  return (
    <Tooltip title={text} placement="topLeft">
      <Typography.Text
        type={type}
        strong={strong}
        tabIndex={0}
        style={{
          display: 'inline-block',
          maxWidth,
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
          verticalAlign: 'bottom',
        }}
      >
        {text}
      </Typography.Text>
    </Tooltip>
  );
}
