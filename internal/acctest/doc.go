// Package acctest is the acceptance-test harness shared by the families.
// Only _test.go files import it. Every acceptance test runs the real
// terraform CLI against a mock gateway of its own:
//
//	func TestAccThing(t *testing.T) {
//		env := acctest.NewEnv(t, fixture.Standard()) // skips without TF_ACC; mock on 127.0.0.1, closed by t.Cleanup
//		resource.ParallelTest(t, resource.TestCase{
//			ProtoV6ProviderFactories: env.Factories(),
//			CheckDestroy:             func(*terraform.State) error { /* read env.GW */ },
//			Steps: []resource.TestStep{{
//				Config:           env.Config(`resource "rainbond_..." "x" { ... }`),
//				ConfigPlanChecks: acctest.EmptyPlanAfterApply,
//				ConfigStateChecks: []statecheck.StateCheck{
//					env.StateMatchesMock("rainbond_....x", func(attrs map[string]any) (map[string]any, error) { ... }),
//				},
//			}},
//		})
//	}
//
// What is here:
//   - NewEnv: the mock (env.GW carries every hook of mockgateway: EditPort,
//     RemovePort, AddFault, FailNextAfterCommit, DropNext, Count, RequestsOf,
//     ...), its URL and token, and Factories for the provider in-process.
//   - env.Config / env.ProviderBlock / TerraformBlock: configuration text. A
//     test that writes its own provider block must start with TerraformBlock.
//   - env.StateMatchesMock: compare a resource's state with the mock's model
//     (checks.go), and the checks of ports that several families' tests
//     create (ports.go).
//   - ErrorRegex: match an error message across terraform's line wrapping.
//   - EmptyPlanAfterApply / ExpectUpdate: common plan checks.
//   - NewCLIWorkdir: the terraform CLI's own output (cli.go).
//
// The standard fixture and its names are in the fixture package, which the
// families' unit tests use too.
//
// Each test owns its mock, so tests are independent and may run in
// parallel; drive the mock between steps from PreConfig. Tests that change
// environment variables (t.Setenv) must use resource.Test, not ParallelTest.
//
// Live mode (live.go, make testacc-live) runs the tests built on NewLiveEnv
// against a real installation; NewEnv and PreCheck skip there.
package acctest
