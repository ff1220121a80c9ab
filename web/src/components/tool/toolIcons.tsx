// The icon set a tool's catalog entry picks from (catalog `icon`), and the two other dashboard
// destinations. Typed by key: an icon named in the catalog cannot be missing here.
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
  aim: <AimOutlined />,
  gift: <GiftOutlined />,
  'bar-chart': <BarChartOutlined />,
  mail: <MailOutlined />,
  edit: <EditOutlined />,
  rocket: <RocketOutlined />,
  team: <TeamOutlined />,
  'file-text': <FileTextOutlined />,
};

export const toolIcon = (tool: ToolSlug): ReactNode => ICONS[TOOL_CATALOG[tool].icon];

export const ROI_ICON = <CalculatorOutlined />;
export const HISTORY_ICON = <HistoryOutlined />;
