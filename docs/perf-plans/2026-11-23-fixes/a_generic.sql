prepare p(int, int, int) as select m.id, m.slug, u.first_name, u.last_name, u.email, t.name, o.name
from members m join users u on u.id = m.user_id left join teams t on t.id = m.team_id left join offices o on o.id = m.office_id
where m.id in (select id from members where client_id = $1 order by sort_first, sort_last, id limit $2 offset $3) order by m.sort_first, m.sort_last, m.id;
set plan_cache_mode = force_generic_plan;
explain (analyze, buffers) execute p(3, 25, 0);
explain (analyze, buffers) execute p(3, 25, 12475);
