explain (analyze) select count(*) from (select 1 from members where client_id = 3 and search_text ilike '%smit%' limit 10001) c;
