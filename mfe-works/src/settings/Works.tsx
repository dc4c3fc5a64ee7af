import { PlusOutlined, SwapOutlined } from '@ant-design/icons';
import type { Item, Season } from '@inasaku/contracts';
import { ListTable, useDialog, type RemoteRouteProps } from '@inasaku/ui';
import { Button, Card, Col, Flex, Row, Space, Tag } from 'antd';
import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSeasons } from './useSeasons';
import { ColorChip } from './ui';
import { WORKS_TEXTS } from './texts';
import { ITEM_ORDER_PATH, SEASON_ORDER_PATH, itemEditPath, seasonEditTarget } from './works-route';

const NO_SEASONS: Season[] = [];

/**
 * works (spec 000 §2.8): the seasons (作業分類) and the items (作業項目), each with 追加 and
 * 並び替え (disabled in a past year or read-only); a row opens its edit screen.
 */
export default function Works({ session }: RemoteRouteProps) {
  const navigate = useNavigate();
  const dialog = useDialog();
  const list = useSeasons(session.managementId);
  const seasons = list.data ?? NO_SEASONS;
  const loading = list.isPending;

  // Spec 000 §8: the work list alerts the error on a load failure.
  useEffect(() => {
    if (list.error) void dialog.message(list.error.message);
  }, [list.error, dialog]);

  const items = useMemo(() => seasons.flatMap((s) => s.items.map((i) => ({ ...i, color: i.color ?? s.color }))), [seasons]);
  const openSeason = (season?: Season) => {
    const target = seasonEditTarget(season);
    navigate(target.to, { state: target.state });
  };
  const openItem = (item?: Item) =>
    navigate(item ? itemEditPath({ viewMode: 'e', season_id: item.season_id, item_id: item.item_id }) : itemEditPath({ viewMode: 'a' }));

  const buttons = (kind: 'season' | 'item', count: number, onAdd: () => void, orderPath: string) => (
    <Space size={8}>
      <Button type="primary" size="small" icon={<PlusOutlined />} data-testid={`${kind}-add`} disabled={!session.canEdit} onClick={onAdd}>
        {WORKS_TEXTS.add}
      </Button>
      <Button
        size="small"
        icon={<SwapOutlined rotate={90} />}
        data-testid={`${kind}-order`}
        disabled={!session.canEdit || count < 2}
        onClick={() => navigate(orderPath)}
      >
        {WORKS_TEXTS.order}
      </Button>
    </Space>
  );

  return (
    <Flex vertical gap={16} data-testid="works" style={{ maxWidth: 1080 }}>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={10}>
          <Card
            title={WORKS_TEXTS.seasons}
            data-testid="works-seasons"
            extra={buttons('season', seasons.length, () => openSeason(), SEASON_ORDER_PATH)}
            styles={{ body: { padding: 0 } }}
          >
            <ListTable<Season>
              rowKey="season_id"
              loading={loading}
              dataSource={seasons}
              locale={{ emptyText: WORKS_TEXTS.noSeasons }}
              rowTestId="season-row"
              onOpen={openSeason}
              columns={[
                { key: 'no', title: WORKS_TEXTS.number, width: 56, align: 'right', render: (_v, _s, i) => i + 1 },
                {
                  key: 'name',
                  title: WORKS_TEXTS.seasons,
                  render: (_v, s) => (
                    <Space size={8}>
                      <ColorChip color={s.color} />
                      <span>{s.season_name}</span>
                      {s.is_not_paddy_field_item ? <Tag>{WORKS_TEXTS.notPaddy}</Tag> : null}
                    </Space>
                  ),
                },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} lg={14}>
          <Card
            title={WORKS_TEXTS.items}
            data-testid="works-items"
            extra={buttons('item', items.length, () => openItem(), ITEM_ORDER_PATH)}
            styles={{ body: { padding: 0 } }}
          >
            <ListTable<Item>
              rowKey="item_id"
              loading={loading}
              dataSource={items}
              locale={{ emptyText: WORKS_TEXTS.noItems }}
              rowTestId="item-row"
              onOpen={openItem}
              columns={[
                { key: 'no', title: WORKS_TEXTS.number, width: 56, align: 'right', render: (_v, _i, i) => i + 1 },
                {
                  key: 'season',
                  title: WORKS_TEXTS.seasons,
                  render: (_v, i) => (
                    <Space size={8}>
                      <ColorChip color={i.color} />
                      <span>{i.season_name}</span>
                    </Space>
                  ),
                },
                { key: 'item', title: WORKS_TEXTS.items, dataIndex: 'item_name' },
              ]}
            />
          </Card>
        </Col>
      </Row>
    </Flex>
  );
}
