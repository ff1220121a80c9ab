// The ROI bar (spec §9): its track stands for 0–300 %, marks every 100 points, and below 100 % a hint
// to raise the multiple or lower the fee.
import { ROI_BAR_CAP_PERCENT, roiBarWidth } from '@growth-suite/shared';
import { Alert, Typography } from 'antd';

/** 0 %, 100 %, 200 %, 300 %: every 100 points up to the cap. */
const ROI_SCALE_MARKS = Array.from({ length: ROI_BAR_CAP_PERCENT / 100 + 1 }, (_, i) => i * 100);

export function RoiBar({ roiPercentage }: { roiPercentage: number }) {
  return (
    <div style={{ marginTop: 24 }}>
      <Typography.Text strong>Return on investment</Typography.Text>
      <div
        role="progressbar"
        aria-label="ROI"
        aria-valuenow={roiPercentage}
        aria-valuemin={0}
        aria-valuemax={ROI_BAR_CAP_PERCENT}
        aria-valuetext={`${roiPercentage}%`}
        style={{ position: 'relative', height: 14, background: '#f0f0f0', borderRadius: 7, marginTop: 8, overflow: 'hidden' }}
      >
        <div style={{ width: `${roiBarWidth(roiPercentage)}%`, height: '100%', background: roiPercentage >= 100 ? '#52c41a' : '#faad14', transition: 'width 0.2s' }} />
      </div>
      {/* Each mark sits where its value is on the bar (the bar ends at ROI_BAR_CAP_PERCENT). */}
      <div className="roi-scale" aria-hidden="true">
        {ROI_SCALE_MARKS.map((mark) => (
          <span key={mark} style={{ left: `${(mark / ROI_BAR_CAP_PERCENT) * 100}%` }}>
            {mark}%
          </span>
        ))}
      </div>
      {roiPercentage < 100 && <Alert type="warning" showIcon style={{ marginTop: 8 }} title="Below 100%: consider raising the ROI multiple or reducing the fee." />}
    </div>
  );
}
