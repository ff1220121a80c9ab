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

/** A state it does not know (a newer api's) shows nothing. */
export function StateTag({ state }: { state: PipelineState | string }) {
  if (!Object.hasOwn(PIPELINE_STATE_LABELS, state)) return null;
  const known = state as PipelineState;
  return (
    <Tag color={COLORS[known]} data-state={known}>
      {PIPELINE_STATE_LABELS[known]}
    </Tag>
  );
}
