-- Shared by the bench scripts: data files, random picks, Inertia headers and a JSON summary
-- (wrk's --latency prints no p95, so done() reports the percentiles itself).
local M = {}

function M.lines(path)
  local list = {}
  for line in io.lines(path) do
    if line ~= "" then list[#list + 1] = line end
  end
  assert(#list > 0, "no lines in " .. path)
  return list
end

function M.seed()
  local address = tonumber(tostring({}):match("0x(%x+)") or "0", 16) or 0
  math.randomseed(os.time() + address % 1000003)
  for _ = 1, 10 do math.random() end
end

function M.pick(list)
  return list[math.random(#list)]
end

-- mode "inertia": a client-side visit (page JSON) with the headers a browser sends after its
-- first page (version, once-props it holds); anything else: a plain GET.
function M.headers(mode, version)
  if mode ~= "inertia" then return {} end
  local headers = {
    ["X-Inertia"] = "true",
    ["X-Requested-With"] = "XMLHttpRequest",
    ["Accept"] = "text/html, application/xhtml+xml",
  }
  if version and version ~= "" and version ~= "-" then headers["X-Inertia-Version"] = version end
  -- Once-props the browser already holds (e.g. messages.en.storefront), as the Inertia client sends them.
  local once = os.getenv("BENCH_INERTIA_EXCEPT_ONCE")
  if once and once ~= "" then headers["X-Inertia-Except-Once-Props"] = once end
  -- A signed-in visitor's cookies (bench/signed_in.js), for the scenarios that set it.
  local cookie = os.getenv("BENCH_COOKIE")
  if cookie and cookie ~= "" then headers["Cookie"] = cookie end
  return headers
end

function M.done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    'BENCH_RESULT {"requests":%d,"duration_us":%d,"bytes":%d,' ..
    '"errors":{"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d},' ..
    '"latency_us":{"mean":%.1f,"stdev":%.1f,"max":%d,"p50":%d,"p75":%d,"p90":%d,"p95":%d,"p99":%d,"p999":%d}}\n',
    summary.requests, summary.duration, summary.bytes,
    e.connect, e.read, e.write, e.status, e.timeout,
    latency.mean, latency.stdev, latency.max,
    latency:percentile(50), latency:percentile(75), latency:percentile(90),
    latency:percentile(95), latency:percentile(99), latency:percentile(99.9)))
end

return M
