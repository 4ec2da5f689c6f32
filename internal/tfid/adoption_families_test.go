package tfid

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// TestFamiliesAdoptOnlyThroughTheRule holds every family to the one
// adoption rule: a family whose code creates platform objects (it calls an
// API method named Create... or Add...) must decide what to do with an
// object in its way through CreateAttempts.Judge, and no create path may ask
// the client on its own whether a write may have acted, which is how the
// first-attempt adoptions of the past were written.
func TestFamiliesAdoptOnlyThroughTheRule(t *testing.T) {
	dirs, err := filepath.Glob("../*")
	if err != nil {
		t.Fatal(err)
	}
	checked := 0
	for _, dir := range dirs {
		family := filepath.Base(dir)
		if !isFamily(dir) {
			continue
		}
		creates, judges, looks, asks := scanFamily(t, dir)
		if len(creates) > 0 {
			checked++
			if !judges {
				t.Errorf("family %s creates platform objects (%s) but never decides through tfid.CreateAttempts.Judge", family, strings.Join(creates, ", "))
			}
			if !looks {
				t.Errorf("family %s creates platform objects (%s) but never reads what is there before its first attempt (tfid.CreateAttempts.Before)", family, strings.Join(creates, ", "))
			}
		}
		for _, at := range asks {
			t.Errorf("family %s asks client.MayHaveActed itself at %s: record the attempt with CreateAttempts.Failed and decide with Judge", family, at)
		}
	}
	if checked < 5 {
		t.Fatalf("only %d families create objects; the scan is broken (expected port, httpdomain, certificate, app, region at least)", checked)
	}
}

// isFamily reports whether dir holds a resource family: a package under
// internal that defines a Terraform resource (a Metadata method beside
// a Schema one) and is not one of the support packages.
func isFamily(dir string) bool {
	switch filepath.Base(dir) {
	case "provider", "platform", "tfid", "tfschema", "client", "mockgateway", "acctest", "bench", "attrcheck", "testsummary", "quietlogs":
		return false
	}
	fi, err := os.Stat(dir)
	return err == nil && fi.IsDir()
}

// scanFamily lists the create calls of a family's non-test code, whether
// it uses Judge and Before, and where a create path calls client.MayHaveActed. A
// create path is a function that calls a create of the API or is named
// for one (create, afterFailedCreate, ...); an update that reads back
// after a write that may have acted is not adoption and may ask.
func scanFamily(t *testing.T, dir string) (creates []string, judges, looks bool, asks []string) {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	seen := map[string]bool{}
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, decl := range f.Decls {
			fn, ok := decl.(*ast.FuncDecl)
			if !ok || fn.Body == nil {
				continue
			}
			createPath := strings.Contains(strings.ToLower(fn.Name.Name), "create")
			var here []string
			ast.Inspect(fn.Body, func(n ast.Node) bool {
				sel, ok := n.(*ast.SelectorExpr)
				if !ok {
					return true
				}
				switch x := sel.X.(type) {
				case *ast.Ident:
					if x.Name == "client" && sel.Sel.Name == "MayHaveActed" {
						here = append(here, fset.Position(sel.Pos()).String())
					}
				case *ast.SelectorExpr:
					// r.api.CreateX / r.api.AddX: a call through the
					// family's narrow platform interface that makes an object.
					if x.Sel.Name == "api" && (strings.HasPrefix(sel.Sel.Name, "Create") || strings.HasPrefix(sel.Sel.Name, "Add")) {
						seen[sel.Sel.Name] = true
						createPath = true
					}
				}
				if sel.Sel.Name == "Judge" {
					judges = true
				}
				if sel.Sel.Name == "Before" {
					looks = true
				}
				return true
			})
			if createPath {
				asks = append(asks, here...)
			}
		}
	}
	for k := range seen {
		creates = append(creates, k)
	}
	sort.Strings(creates)
	return creates, judges, looks, asks
}
