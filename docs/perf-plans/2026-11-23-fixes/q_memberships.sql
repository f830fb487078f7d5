explain (analyze, buffers) select ms.id, ms.slug, p.name, u.first_name, t.name, r.name, o.name, w.name, (select count(*) from bookings b where b.membership_id = ms.id)
from memberships ms left join membership_plans p on p.id = ms.plan_id left join members m on m.id = ms.member_id left join users u on u.id = m.user_id
left join teams t on t.id = ms.team_id left join resources r on r.id = ms.resource_id left join offices o on o.id = ms.office_id left join work_areas w on w.id = ms.work_area_id
where ms.client_id = 3 and ms.status = 'active' order by ms.start desc, ms.id desc limit 25;
