// A document's pipeline state as a tag (DESIGN §11.2): the pipeline, the client page and History show
// the same words and colours. The colour is never the only signal: the tag says the state.
import { PIPELINE_STATE_LABELS, type PipelineState } from '@growth-suite/shared/contract/pipeline';
import { Tag } from 'antd';

const COLORS: Record<PipelineState, string | undefined> = {
  asking: 'orange',
  opened: 'blue',
  sent: 'geekblue',
  draft: undefined,
  expired: 'default',
  accepted: 'green',
  declined: 'red',
};

export function StateTag({ state }: { state: PipelineState }) {
  return (
    <Tag color={COLORS[state]} data-state={state}>
      {PIPELINE_STATE_LABELS[state]}
    </Tag>
  );
}
