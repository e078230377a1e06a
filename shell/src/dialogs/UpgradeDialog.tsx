import { Button, Modal, Space, Typography } from 'antd';

type Props = { open: boolean; onClose: () => void; onViewPlans: () => void };

const PLANS = [
  { name: 'Lite', color: '#8c8c8c' },
  { name: 'Premium', color: '#1f5fd1' },
  { name: 'Family', color: '#0b7a5c' },
];

/** Upgrade dialog (SH-76): 375 px wide, the three plans and 'View Plans'. */
export function UpgradeDialog({ open, onClose, onViewPlans }: Props) {
  return (
    <Modal open={open} width={375} title="Upgrade to Enable this Feature" onCancel={onClose} footer={null}>
      <Space size="large" style={{ width: '100%', justifyContent: 'center', margin: '16px 0' }}>
        {PLANS.map((plan) => (
          <figure key={plan.name} style={{ margin: 0, textAlign: 'center' }}>
            <svg width="48" height="48" viewBox="0 0 48 48" role="img" aria-label={`${plan.name} plan`}>
              <rect x="6" y="6" width="36" height="36" rx="10" fill={plan.color} />
              <text x="24" y="30" textAnchor="middle" fontSize="16" fill="#fff" fontWeight="700">
                {plan.name.slice(0, 1)}
              </text>
            </svg>
            <figcaption>
              <Typography.Text>{plan.name}</Typography.Text>
            </figcaption>
          </figure>
        ))}
      </Space>
      <Typography.Paragraph type="secondary" style={{ textAlign: 'center' }}>
        This feature is part of a paid plan. Compare the plans to pick the one that fits you.
      </Typography.Paragraph>
      <Button type="primary" block onClick={onViewPlans}>
        View Plans
      </Button>
    </Modal>
  );
}
