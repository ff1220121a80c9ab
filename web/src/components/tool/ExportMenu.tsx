// The Download menu of a saved result (History rows and the result screen): the JSON file as
// before, the documents (Markdown, Word, PDF), the sequencer CSVs for cold email, and whether the
// documents carry the form's inputs (an internal copy; by default a document is for the client) and,
// with them, the user's e-mail. Keyboard: Enter opens it with the first item focused, arrows move,
// Enter picks, Esc closes and gives the focus back to the button.
import { BorderOutlined, CheckSquareOutlined, DownloadOutlined } from '@ant-design/icons';
import { EXPORT_FORMAT_LABELS, exportFormatsFor, LEADS_PARTS, stepsPart, type CsvPart, type ExportFormat, type LeadsPart, type ToolSlug } from '@growth-suite/shared';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { VersionResponseSchema } from '@growth-suite/shared/contract';
import { api, errorMessage } from '../../lib/api.ts';
import { downloadExport, downloadJson, type DownloadableRecord } from '../../lib/downloads.ts';
import { useToast } from '../../lib/toast.ts';

type Choice = 'json' | 'include-inputs' | 'include-email' | `${ExportFormat}` | 'csv-variants' | `leads-${LeadsPart}` | `steps-${LeadsPart}`;

/** The sequencers' names in the menu (their own spelling). */
const SEQUENCER_LABELS: Record<LeadsPart, string> = { lemlist: 'lemlist', instantly: 'Instantly', apollo: 'Apollo', smartlead: 'Smartlead' };

/** What the button says while the file is being made (PDF and Word are drawn on the server). */
const PREPARING: Record<ExportFormat, string> = { md: 'Preparing Markdown…', docx: 'Preparing Word…', pdf: 'Preparing PDF…', csv: 'Preparing CSV…' };

export function ExportMenu({ tool, record, label = 'Download', size }: { tool: ToolSlug; record: DownloadableRecord; label?: string; size?: 'small' | 'middle' }) {
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [includeInputs, setIncludeInputs] = useState(false);
  const [includeEmail, setIncludeEmail] = useState(false);
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const hasEmail = typeof (record.request as { email?: unknown } | null)?.email === 'string';
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  // Closed (Esc, a pick, a click outside): the focus goes back to the button rather than to the page's
  // start, unless the user already moved it somewhere else.
  useEffect(() => {
    if (wasOpen.current && !open) {
      const active = document.activeElement;
      if (!active || active === document.body || active.closest('.ant-dropdown')) button.current?.focus();
    }
    wasOpen.current = open;
  }, [open]);

  async function fetchFile(format: ExportFormat, part?: CsvPart) {
    setBusy(format);
    try {
      await downloadExport(tool, record.id, format, { includeInputs, includeEmail: includeInputs && includeEmail, ...(part ? { part } : {}), ...(record.version !== undefined ? { version: record.version } : {}) });
    } catch (error) {
      toast.error('Download failed', errorMessage(error, 'The file could not be created. Please try again.'));
    } finally {
      setBusy(null);
    }
  }

  // An older version's JSON is that version's results, fetched when asked for.
  async function saveJson() {
    if (record.version === undefined) return downloadJson(tool, record);
    try {
      const version = await api.get(`/api/history/${tool}/${record.id}/versions/${record.version}`, VersionResponseSchema);
      downloadJson(tool, { ...record, results: version.results });
    } catch (error) {
      toast.error('Download failed', errorMessage(error, 'The file could not be created. Please try again.'));
    }
  }

  // The menu closes itself after a pick (below), except for its checkboxes.
  const onClick: MenuProps['onClick'] = ({ key }) => {
    const choice = key as Choice;
    if (choice === 'include-inputs') return setIncludeInputs((value) => !value); // the menu stays open
    if (choice === 'include-email') return setIncludeEmail((value) => !value);
    setOpen(false);
    if (choice === 'json') return void saveJson();
    if (choice === 'csv-variants') return void fetchFile('csv', 'variants');
    if (choice.startsWith('leads-')) return void fetchFile('csv', choice.slice('leads-'.length) as LeadsPart);
    if (choice.startsWith('steps-')) return void fetchFile('csv', stepsPart(choice.slice('steps-'.length) as LeadsPart));
    void fetchFile(choice as ExportFormat);
  };

  const formats = exportFormatsFor(tool);
  const items: MenuProps['items'] = [
    { key: 'json', label: 'JSON (.json)' },
    ...formats.filter((f) => f !== 'csv').map((f) => ({ key: f, label: EXPORT_FORMAT_LABELS[f] })),
    ...(formats.includes('csv')
      ? [
          { key: 'csv', label: EXPORT_FORMAT_LABELS.csv },
          { key: 'csv-variants', label: 'A/B variants CSV (.csv)' },
          // Per sequencer: the leads to import (values only) and the steps to paste, in its own variables.
          ...LEADS_PARTS.flatMap((part) => [
            { key: `leads-${part}`, label: `${SEQUENCER_LABELS[part]} leads template (.csv)` },
            { key: `steps-${part}`, label: `${SEQUENCER_LABELS[part]} steps (.csv)` },
          ]),
        ]
      : []),
    { type: 'divider' as const },
    checkbox('include-inputs', 'Include my inputs (internal copy)', includeInputs),
    ...(hasEmail && includeInputs ? [checkbox('include-email', 'Include my e-mail in documents', includeEmail)] : []),
  ];

  return (
    // autoFocus moves focus into the menu when it opens (the WAI-ARIA menu button pattern), not on page load.
    // eslint-disable-next-line jsx-a11y/no-autofocus
    <Dropdown trigger={['click']} open={open} onOpenChange={(next, info) => (info.source === 'trigger' || next) && setOpen(next)} autoFocus menu={{ items, onClick, selectable: false }} disabled={busy !== null}>
      <Button ref={button} size={size} icon={<DownloadOutlined />} loading={busy !== null} aria-label={busy ? PREPARING[busy] : label} aria-haspopup="menu">
        {busy ? PREPARING[busy] : 'Download'}
      </Button>
    </Dropdown>
  );
}

/** A checkbox in the menu, announced as one (rc-menu passes role and aria-checked to the item). */
function checkbox(key: Choice, label: string, checked: boolean) {
  return { key, icon: checked ? <CheckSquareOutlined /> : <BorderOutlined />, label, ...({ role: 'menuitemcheckbox', 'aria-checked': checked } as object) };
}
