import Testing
import TypesetCLI

/// `typeset-cli help --man`: the manual page is written from the same specifications as `help`.
/// (Scripts/smoke-cli.sh renders it with groff and checks that it warns about nothing.)
struct ManPageTests {
  @Test func thePageHasEveryCommandAndOptionOfTheHelp() {
    let result = CommandRunner.run(["help", "--man"])
    #expect(result.code == .success)
    let page = result.output
    #expect(page.contains(".TH TYPESET-CLI 1 "))
    #expect(page.contains(".SH EXIT STATUS"))
    for command in ["scale", "validate", "explain", "inspect", "audit", "generate", "completions"] {
      #expect(page.contains(".SS \(command)\n"), "\(command)")
      let help = CommandRunner.run(["help", command]).output
      // Every option the help lists is in the page, with roff's escaped hyphens.
      for line in help.split(separator: "\n") where line.hasPrefix("  --") {
        let option = line.dropFirst(2).prefix { $0 != " " && $0 != "," }
        #expect(page.contains(option.replacingOccurrences(of: "-", with: "\\-")), "\(option)")
      }
    }
    // Nothing outside ASCII reaches troff unescaped.
    #expect(page.unicodeScalars.allSatisfy { $0.isASCII })
  }
}
