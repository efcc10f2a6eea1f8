import DynamicType
import Testing
import TypesetTestSupport

@testable import Typeset
@testable import TypesetLoader

/// The one table of ranges: the words it uses, and that a typography built in code is refused
/// for the same values as a file.
struct ValueRangeTests {
  @Test func rangesSayWhatTheyAllow() {
    #expect(ValueRange.pointSize.description == "greater than 0 and at most 1000 pt")
    #expect(ValueRange.weight.description == "a whole number from 1 to 1000")
    #expect(ValueRange.axisValue.description == "from -32768 to 32767.99998")
    #expect(
      ValueRange.pointSize.problem(with: -3)
        == "must be greater than 0 and at most 1000 pt (found -3)")
    #expect(ValueRange.step.problem(with: 2) == nil)
    #expect(ValueRange.step.problem(with: 0) == nil)
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity, 0, 1000.5, -1])
  func pointSizesRefuseWhatIsNotASize(_ value: Double) {
    #expect(!ValueRange.pointSize.contains(value))
  }

  @Test func wholeNumbersRefuseFractions() {
    #expect(ValueRange.weight.contains(400))
    #expect(!ValueRange.weight.contains(400.5))
    #expect(ValueRange.weightAxis.contains(400.5))
  }

  @Test func registeredAxesHaveTheirOwnRanges() {
    #expect(!ValueRange.axis("wdth").contains(0))
    #expect(ValueRange.axis("ital").contains(1))
    #expect(!ValueRange.axis("ital").contains(2))
    #expect(!ValueRange.axis("slnt").contains(-91))
    #expect(ValueRange.axis("GRAD").contains(-200))
  }

  @Test func aTypographyBuiltInCodeIsCheckedAgainstTheSameRanges() {
    var callout = StyleDefinition()
    callout.tracking = .thousandthsOfEm(-16_000_000)
    var body = StyleDefinition()
    body.scaling = .strategy(.stepped(pointsPerStep: -4))
    var footnote = StyleDefinition()
    footnote.size = .nan
    do throws(TypographyError) {
      _ = try Typography(
        families: [Fixtures.serif],
        styles: [
          .textStyle(.callout): callout, .textStyle(.body): body, .textStyle(.footnote): footnote,
        ])
      Issue.record("accepted")
    } catch {
      let lines = error.diagnostics.map(\.description)
      #expect(
        lines.contains(
          "styles.callout.tracking: must be from -1000 to 1000 (1/1000 em) (found -16000000)"))
      #expect(lines.contains("styles.body.scaling.step: must be from 0 to 100 pt (found -4)"))
      #expect(
        lines.contains(
          "styles.footnote.size: must be greater than 0 and at most 1000 pt (found nan)"))
    }
  }

  @Test func aSteppedScaleThatReachesZeroIsRefused() {
    var body = StyleDefinition()
    body.size = 5
    body.scaling = .strategy(.stepped(pointsPerStep: 6))
    #expect(throws: TypographyError.self) {
      try Fixtures.typography(styles: [.textStyle(.body): body])
    }
    body.scaling = .strategy(.stepped(pointsPerStep: 1))
    #expect(throws: Never.self) { try Fixtures.typography(styles: [.textStyle(.body): body]) }
  }

  @Test func anEmptyCustomStyleNameIsRefusedInCodeToo() {
    var empty = StyleDefinition()
    empty.relativeTo = .body
    do throws(TypographyError) {
      _ = try Typography(families: [Fixtures.serif], styles: [.custom(""): empty])
      Issue.record("accepted")
    } catch {
      #expect(
        error.diagnostics.map(\.description).contains(
          #"styles: a style's name must not be empty (found "")"#))
    }
  }
}
