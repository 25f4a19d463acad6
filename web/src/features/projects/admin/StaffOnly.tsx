import { Tag } from 'antd';

/** Marks what the client never sees (a step's internal note, the project's notes). */
export function StaffOnlyTag() {
  return <Tag color="orange">Staff only</Tag>;
}
