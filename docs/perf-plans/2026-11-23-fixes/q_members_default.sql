explain (analyze, buffers) select m.id, m.slug, u.first_name, u.last_name, u.email, t.name, o.name
from members m join users u on u.id = m.user_id left join teams t on t.id = m.team_id left join offices o on o.id = m.office_id
where m.client_id = 3 order by u.first_name, u.last_name, m.id limit 25 offset 0;
