explain (analyze) select count(*) from (select 1 from guests where client_id = 3 and (replace(name,' ','') ilike '%zzz%' or replace(email,' ','') ilike '%zzz%') limit 10001) c;
