import type { Database } from '@pb/db'
import { drawAt } from '@pb/game'
import { sql } from 'drizzle-orm'

/**
 * `count` rounds from `first` on, as the engine leaves them: settled with five distinct balls in draw
 * order, their sum and every outcome; one in 97 voided; those drawn after `undrawnFrom` still open.
 * The balls come from a hash of the round number, so every run fills the same rounds.
 */
export async function fillRounds(database: Database, first: number, count: number, undrawnFrom: Date) {
  await database.db.execute(sql`
    insert into rounds (round_no, game_date, today_round, draw_at, status, draw_order, powerball, number_sum,
      powerball_odd_even, powerball_under_over, number_odd_even, number_under_over, number_size, source,
      result_changed_at)
    select r.no, ((r.draw_at - interval '5 minutes') at time zone 'Asia/Seoul')::date,
      (r.no - 1) % 288 + 1, r.draw_at, s.status, o.balls, o.powerball, o.number_sum,
      case when o.powerball % 2 = 1 then 'ODD' else 'EVEN' end,
      case when o.powerball <= 4 then 'UNDER' else 'OVER' end,
      case when o.number_sum % 2 = 1 then 'ODD' else 'EVEN' end,
      case when o.number_sum <= 72 then 'UNDER' else 'OVER' end,
      case when o.number_sum <= 64 then 'SMALL' when o.number_sum <= 80 then 'MID' else 'BIG' end,
      case when o.balls is null then null else 'RNG' end,
      -- A round's result changed when it was drawn, not when this bench wrote it.
      least(r.draw_at, now())
    from generate_series(${first}::int, ${first + count - 1}::int) as g(no)
    cross join lateral (select g.no, ${drawAt(first).toISOString()}::timestamptz
      + (g.no - ${first}) * interval '5 minutes' as draw_at) r
    cross join lateral (select case when r.draw_at > ${undrawnFrom.toISOString()}::timestamptz then 'OPEN'
      when r.no % 97 = 0 then 'VOID' else 'SETTLED' end as status) s
    cross join lateral (
      select jsonb_agg(b order by k) as balls, sum(b)::int as number_sum
      from (select b, md5(r.no || ':' || b) as k from generate_series(1, 28) b order by k limit 5) picked
    ) d
    -- Only a drawn round has a result.
    left join lateral (select d.balls, (r.no::bigint * 2654435761 % 1000003) % 10 as powerball,
      d.number_sum) o on s.status = 'SETTLED'
    order by r.no`)
}
