// The icon set a tool's catalog entry picks from (catalog `icon`), and the two other dashboard
// destinations. Typed by key: an icon named in the catalog cannot be missing here. Each stands beside
// the name it illustrates, so it is hidden from screen readers (its name would double the link's).
import {
  AimOutlined,
  BarChartOutlined,
  CalculatorOutlined,
  EditOutlined,
  FileTextOutlined,
  GiftOutlined,
  HistoryOutlined,
  MailOutlined,
  RocketOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { TOOL_CATALOG, type ToolIconKey, type ToolSlug } from '@growth-suite/shared';
import type { ReactNode } from 'react';

const ICONS: Record<ToolIconKey, ReactNode> = {
  aim: <AimOutlined aria-hidden />,
  gift: <GiftOutlined aria-hidden />,
  'bar-chart': <BarChartOutlined aria-hidden />,
  mail: <MailOutlined aria-hidden />,
  edit: <EditOutlined aria-hidden />,
  rocket: <RocketOutlined aria-hidden />,
  team: <TeamOutlined aria-hidden />,
  'file-text': <FileTextOutlined aria-hidden />,
  calculator: <CalculatorOutlined aria-hidden />,
};

export const toolIcon = (tool: ToolSlug): ReactNode => ICONS[TOOL_CATALOG[tool].icon];

export const HISTORY_ICON = <HistoryOutlined aria-hidden />;
