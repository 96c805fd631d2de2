// RuleNumber.tsx: a Comprehensive Rules number beside a panel's heading ("CR 514.1", "RC 514.1"),
// with the name of its section as the tooltip.
import { sectionOf } from '../../explain';
import { useTranslation } from '../../i18n/react';

// One array for every render: react-i18next keys its snapshot on the namespaces' identity.
const NAMESPACES = ['table', 'rules'];

export function RuleNumber({ rule }: { rule: string }) {
  const { t } = useTranslation(NAMESPACES);
  return (
    <span className="font-mono text-xs font-normal" title={t(sectionOf(rule).key)}>
      {t('table:rule', { rule })}
    </span>
  );
}
