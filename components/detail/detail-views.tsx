import type { ComponentType } from 'react';
import type { KindId } from '@/lib/records/kinds';
import { BossDetail } from './BossDetail';
import { BossDropDetail } from './BossDropDetail';
import type { DetailViewProps } from './detail-view';
import { NpcDetail } from './NpcDetail';
import { StatsRecordDetail } from './StatsRecordDetail';

/** The record page body of each kind (lib/records/kinds.ts); the Record type makes a kind without a view a type error. */
export const DETAIL_VIEWS: Record<KindId, ComponentType<DetailViewProps>> = {
  bosses: BossDetail,
  'boss-drops': BossDropDetail,
  npcs: NpcDetail,
  structures: (props) => <StatsRecordDetail kind="structures" {...props} />,
  animations: (props) => <StatsRecordDetail kind="animations" {...props} />,
};
