// Package mockgateway is a stateful in-memory fake of the Rainbond
// management API (/openapi/v1). It follows the API reference and, where
// that is silent, the real server's behaviour. It does not import the
// client: it is an independent reading of the reference, so a misreading in
// one is caught by the other.
//
// The package is the front door of rooms that follow the real server
// (README.md, "Rooms"): store (the model, the fixture and its loading),
// region (the region's events, operations and API gateway routes),
// console (the console's answer shapes, the framework's errors and
// language, the operation names) and controls (faults, chaos, latency,
// late commits, the request log, upstream mode, SQLite locks, the admin
// API's plumbing) below it, each importing only the rooms below it. The
// console's handlers and the route table are this package's own files. The
// rest of the project imports this package only; it re-exports the rooms'
// names.
//
// # Starting one
//
// In a test:
//
//	ts := mockgateway.NewTestServer(t, mockgateway.DefaultFixture())
//	// ts.URL   base URL, without /openapi/v1 (http://127.0.0.1:PORT)
//	// ts.Token admin token; ts.UserToken a non-admin one
//	// ts.Gateway (embedded) carries every hook below
//
// As a handler: g, err := mockgateway.New(fixture, opts...) (or MustNew);
// g is an http.Handler. Options: WithToken, WithUserToken (defaults
// DefaultToken and DefaultUserToken), WithClock (the "now" of current
// monitor values).
// NewServerHandler(g) adds the admin API under /_mock/.
//
// As a process: go run ./internal/mockgateway/cmd/mockgateway -listen
// 127.0.0.1:0 -token T [-fixture F] [-url-file P]; see README.md.
//
// # Fixtures
//
// A Fixture is the whole model: teams (each with the regions it is open
// in), regions, apps, components, ports, rules, monitor series and resource
// figures. The JSON form uses the API's own field names.
//
//   - DefaultFixture(): fixtures/default.json, embedded. Its names and ids
//     are the Default*, *ID, *Alias and *RuleID constants (see store/fixture.go).
//   - LoadFixture(path), ParseSelfContainedFixture(bytes): a JSON fixture that stands on
//     its own; ParseFixtureToMerge(bytes): one that may name objects of another,
//     for MergeFixtures(base, more...) or (*Gateway).Merge.
//   - f.Clone(): a deep copy, to tweak a shared fixture per test.
//   - ScaleFixture(components, portsPerComponent): for benchmarks.
//   - ManyRegionsFixture(n), (*Fixture).AddTeamInRegions(team, n): a team
//     open in n regions (for paging tests, e.g. 23).
//
// Missing ids, aliases, k8s names and the rule fields that follow from the
// component are filled the way the server derives them.
//
// # Behaviour
//
//   - Auth: header "Authorization: <token>" (raw, no Bearer). Missing or
//     wrong: 401 {detail,code,msg,msg_show}. The non-admin token gets 403
//     (same shape) on AddRegion; ListTeamRegions has no admin check.
//   - Paths: team_id is the tenant id or team name; service_id the id or the
//     service_alias; app_id must belong to the team and region. Unknown team,
//     region, app, component, port or rule: 404. Team not open in the region,
//     or region status other than "1": 409 code 2001 "the team is not
//     initialized in the region", after the team and region 404s and
//     before the app and component 404s. Unknown routes (including a
//     trailing slash): 404 {"detail"}; a known path with another method:
//     405 {"detail"} with Allow.
//   - Ports answer {code:200,msg:"success",msg_show,data:{bean,list}}: the
//     list in data.list, the port of create/update/delete in data.bean;
//     create answers 200. Create checks, in the server's order: the
//     serializer (port and is_inner_service required; 400, code 20400),
//     port 0 (400 "params error"/"缺少端口参数"), protocol null (400
//     "缺少协议参数"), a duplicate (409, code 20501 "component port already
//     exists"), outside 1..65535 (412), a bad alias (400 "add port
//     error"/"端口别名不合法"). protocol defaults to http; port_alias to the
//     component alias upper-cased with '-' as '_' plus the number.
//     k8s_service_name is one per component: a new port gets the name of
//     the component's first port, the first port the bare service_alias
//     (alias-XXXX when another component of the team holds it). Update
//     checks the serializer (blank k8s_service_name: 400), then the
//     action's parameters (400 "change port fail"), then the port (404
//     "component port does not exist"). open_outer needs the inner service
//     (else 404 "inner port is not open"); on an http port it flags the
//     port's rules outer again or, without any, creates the default rule
//     {alias}-{port}-{team}.{httpdomain} with domain_path "".
//     only_open_outer creates no rule. close_outer clears the flag and, on
//     an http port, the rules' is_outer_service; it deletes nothing.
//     open_inner needs an alias (else 409). close_inner: 404 while outer is
//     open. change_protocol: 400 for a non-http protocol while outer is
//     open. change_port_alias records that the port's environment variables
//     were re-sent to the region (PortEnvResends), then: without
//     k8s_service_name, or null, 500 TypeError; a name that is not a
//     DNS-1035 label of at most 63 characters, 400; a name another
//     component of the team holds, 409 code 20500; otherwise the name is set
//     on EVERY port of the component and the alias on this one. Delete:
//     412 "contains custom domains" while more than one of the port's rules,
//     or one rule of type 1, is still flagged outer (rules flagged not outer
//     do not count); then 404; 409 while inner, then outer, is open;
//     otherwise the port goes with every HTTP rule of it.
//   - Rules: GET /httpdomains is every rule, unpaged, rule_extensions as the
//     raw "key:value,..." string, auto_ssl_config null when unset. As on the
//     server, a rule's service_name is the component's service_alias and its
//     service_alias the component's service_cname. auto_ssl
//     filter: absent = all, "true" in any case = on, anything else = off.
//     Both update paths run one code path, in the server's order: the
//     body (no field null; service_id, domain_name, domain_cookie,
//     domain_header, domain_path and auto_ssl_config not blank: 400 code
//     20400, every field error at once); service_id must be the id (not
//     the alias) of a component of the team (400 {"msg":"组件不存在"}); the
//     rule is found by http_rule_id alone (404 {"code":404,"msg":"no
//     found"}); the merged domain may hold no Chinese character and no
//     name another team holds in the region (400). The region's gateway
//     then takes the route: rule_extensions must be {key, value} objects
//     and the domain the rule ends up with (sent, else stored) a DNS-1123
//     name, else a region refusal (400, msg the region call, msg_show
//     "数据中心操作故障 ..."); a rule the region holds no record of (a
//     default rule opened on a running component: region/rules.go) is
//     refused the same way, nothing changed. domain_header or
//     whether_open then give the 500 "ServiceDomain() got unexpected
//     keyword arguments: ..." with the gateway changed and the record not
//     (GatewayRoute shows the gateway's view). Otherwise the body is merged
//     into the rule, but certificate_id (default 0) and auto_ssl_config
//     (default null) are always applied; protocol follows the
//     certificate; is_senior is only switched on; an empty path becomes
//     "/"; extensions are stored joined "key:value,..." ([] clears the
//     console's string while the region keeps its own; absent keeps them). The answer omits ID, rule_extensions,
//     region_name, team_name and app_id. Default rules (open_outer, or
//     type 0 in a fixture) have domain_path "".
//   - ListTeamRegions: page defaults to 1, page_size to 10 (also when not
//     integers), no upper bound, page_size=0 an empty page, a negative one a
//     500; any non-empty query a 500 (the server's broken SQL). Order: by an
//     FNV hash of the region name (stable, not the creation order). token is
//     null when empty. One region over the serializer's lengths makes the
//     whole answer a 400.
//   - AddRegion: validation errors in the validation shape (region_id and
//     status required, region_id at most 36 characters, url/wsurl the
//     server's pattern, tcpdomain must start with an IPv4 address, status
//     0..3, scope private|public, region_name unique); then enterprise_id
//     must name the enterprise (404); ssl_ca_cert, cert_file and key_file
//     absent or null: 500 TypeError (code 10401); unreachable url: 400
//     "test link region field". The region gets an id of the mock's own.
//     Reachability is SetReachability; by default a host ending in
//     ".invalid" is unreachable. 201 echoes every field incl. cert_file and
//     key_file, token null when none was sent; scope defaults to "private".
//     No team is opened in it.
//   - Monitor: only components with PerfPlugin appear (with is_outer
//     exactly "true", only those with an open outer port); an item without
//     data is left out. query answers each result as {"value": [t, v]},
//     both strings, without "metric". query_range needs start and end
//     (Unix seconds, integer or decimal), else 400 "params error"; step
//     defaults to 60; any other bad value (not a number, end before start,
//     step <= 0, over 11000 points) is 200 with every component's monitors
//     empty. Like the server, every series with data answers
//     {"value": []}; SetMonitorRangeDefect(false) answers "values" instead.
//   - Component detail: a component with RegionStatusFails answers 500
//     "list index out of range" (code 10401), as when the region's status
//     call fails.
//   - TeamResources: POST array of {tenant_id, region_name}; unknown tenant
//     ids (names are not resolved) and teams not open in the region are
//     skipped; used_* default 0; percentages have two decimals.
//   - ListApps: unpaged, newest update_time first, query a case-insensitive
//     substring of group_name, timestamps ISO 8601 without zone.
//   - GetComponent: ServiceBaseInfo.
//   - Not found: team "no found team", region code 3000 "the region is not
//     found", app "no found app", component "no found component", and a
//     component of another app "component not belong to this app", with
//     their Chinese msg_show.
//   - The rules of an app (domains.go): create takes the component id only
//     (400 {"msg": "组件不存在"} for an alias), refuses null and blank fields,
//     answers 201 without ID and rule_extensions, repeats get 400 "策略已存在",
//     whether_open opens the port first (no default rule), a closed port is
//     400 "没有开启对外端口", an unknown certificate is stored as 0 with https;
//     the read of a rule the app lacks is 200 with blank values; delete
//     leaves the port open. Certificates (certificates.go): the pair is
//     checked (expired, invalid, mismatch), a missing field is 500, answers
//     are validated after saving, a certificate a rule uses is not deleted.
//
// Beyond the fourteen (apps_write.go, scaling.go, events.go), from
// beyond-interface.md:
//
//   - CreateApp: 201 with the app and its ID; name and note are stored
//     stripped of surrounding whitespace (console/trim.go); a name taken in the
//     team and region is 400 "app name exist" (what a retry of a lost
//     create gets).
//   - GetApp: no ID but app_id, status and counts over every component.
//   - DeleteApp: 400 while a component that is not third-party runs;
//     otherwise the app goes with its closed components (third-party ones
//     stay, without an app). 200 with an empty body. A component the
//     region refuses to delete (RefuseComponentDelete) fails it with 400,
//     msg the list of components handled, msg_show "请求错误" (app_delete.go).
//   - ListAppComponents: every component, access_infos empty.
//   - ScaleVertical, ScaleHorizontal: 200 with an empty body, also when
//     nothing changes because create_status is not "complete"; a count the
//     cluster runs already is 400 code 10104 (SetRunningInstances sets a
//     count apart from min_node).
//   - ListComponentEvents: one page, newest first; scalings, builds and
//     app operations record events. The region's events (region/events.go,
//     the one model): while a component's last event has no final status,
//     the next asynchronous operation is 409 "操作过于频繁，请稍后再试", for
//     up to 3 minutes. Events end at once by default; SetEventPace makes
//     them end after n reads of the list, or only by FinishEvents.
//
// # Hooks (methods of *Gateway)
//
// Out-of-band changes (drift); each returns an error wrapping ErrNotFound
// for an unknown object. A service argument is a service_id or alias.
//
//   - Ports: PutPort(Port), EditPort(service, port, func(*Port)),
//     SetPortFlags(service, port, inner, outer), RemovePort(service, port)
//     (also removes its rules). Read back: Ports(service), Port(service, port).
//   - Rules: PutRule(Rule), EditRule(id, func(*Rule)), RemoveRule(id). Read
//     back: Rules(), Rule(id), RulesOf(service, port), GatewayRoute(id).
//   - Regions: PutRegion, EditRegion(name, fn), SetRegionStatus(name, code),
//     RemoveRegion(name), OpenRegion(team, region), CloseRegion(team,
//     region). Read back: Regions(), Region(name).
//   - Teams, apps, components: PutTeam, Teams; PutApp, EditApp, RemoveApp,
//     Apps; PutComponent, EditComponent, RemoveComponent, Components,
//     Component; SetResource; PutMonitor.
//   - Whole model: Snapshot() Fixture, Load(Fixture), Merge(Fixture) (add
//     or replace objects, all or nothing), ResetModel().
//   - Tokens and reachability: SetTokens(admin, user), SetReachability(fn).
//   - Server defects: SetMonitorRangeDefect(on); a component's
//     RegionStatusFails (through EditComponent) fails its detail.
//   - Addresses: the option WithIngress(prefix) serves the API under prefix
//     only, with an ingress's HTML 404 page for every other path; an
//     unknown path under it answers 404 {"detail": "Not found."}, not one
//     of the platform's 404 bodies.
//
// Faults. A Fault fails matching requests (Operation, Method, Path as a
// path.Match pattern or "prefix/**"; Times, 0 = once, negative = until
// removed) with Status and a body Shape (ShapeBusiness, ShapeValidation,
// ShapeFail, ShapeServerError with a traceback, ShapeAuth, ShapeProxy as an
// nginx HTML page, ShapeEmpty, ShapeRegionConflict for the console's answer
// to a region 409 with Message as its msg; empty picks by status), an optional
// RetryAfter header, either before the operation runs or, with
// AfterCommit, after it has changed the model. Status StatusDrop hangs up
// (hijack and close) instead of answering. CommitLater n holds the request
// unanswered until its client gives up, and runs the operation just before
// the n-th further request to the same path is served.
//
//   - AddFault(Fault) id, RemoveFault(id), PendingFaults(), ResetFaults().
//   - Shorthands: FailNext(op, n, status), FailNextAfterCommit(op, n,
//     status), DropNext(op, n, afterCommit).
//   - SetChaos(*Chaos): fail a Ratio of requests chosen by a seeded
//     generator, with statuses picked from Statuses (default 429, 502, 503,
//     StatusDrop), a share AfterCommitRatio of them after commit, Retry-After
//     (default "1") on 429 and 503, optionally only for some Operations.
//     SetChaos(nil) stops it.
//
// A dropped GET on a reused keep-alive connection may be retried by Go's
// own transport before the caller sees an error; the counters show both
// attempts. Use a transport without keep-alives where that matters.
//
// Latency: SetLatency(d) for every request, SetOperationLatency(op, d) for
// one operation, ResetLatency(). The wait ends early if the client goes.
//
// Counting: Count(op), Counts(), TotalRequests(), Requests(),
// RequestsOf(op) — each RequestRecord has the operation, method, path, raw
// query, body, Authorization and User-Agent headers, status (StatusDrop for
// a hang-up), whether the answer was injected and whether the operation
// ran. Every request that arrives is counted, failed ones included;
// admin-API requests are not. ResetCounts() clears counters and log.
// Operation names are the Op* constants, the same as the client's methods.
//
// Reset() restores the fixture and clears faults, chaos, latency, counters
// and the log.
//
// # Admin API
//
// NewServerHandler (used by NewTestServer and the command) serves JSON
// endpoints under /_mock/ to loopback clients, without a token; see
// README.md for the list.
package mockgateway
