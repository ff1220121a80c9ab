// One of the calculator's figures: its label, a number box and, for a range short enough to drag
// through, a slider beside it. The box is checked by the figure's limits (ROI_LIMITS); cleared, it
// stands at `cleared`.
import { InputNumber, Slider, Typography } from 'antd';

interface Props {
  id: string;
  label: string;
  limits: { min: number; max: number; step: number };
  value: number;
  /** The figure when the box is emptied. */
  cleared: number;
  onChange: (value: number) => void;
  precision?: number;
  slider?: boolean;
  formatter?: (value: number | string | undefined) => string;
  parser?: (value: string | undefined) => number;
}

export function RoiField({ id, label, limits, value, cleared, onChange, precision, slider, formatter, parser }: Props) {
  return (
    <div>
      <label htmlFor={id}>
        <Typography.Text strong>{label}</Typography.Text>
      </label>
      <InputNumber
        id={id}
        style={{ width: '100%', marginTop: 6 }}
        min={limits.min}
        max={limits.max}
        step={limits.step}
        precision={precision}
        value={value}
        formatter={formatter}
        parser={parser}
        onChange={(next) => onChange(next ?? cleared)}
      />
      {slider && <Slider min={limits.min} max={limits.max} step={limits.step} value={value} onChange={onChange} ariaLabelForHandle={`${label} slider`} />}
    </div>
  );
}
