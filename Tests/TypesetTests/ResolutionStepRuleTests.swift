import DynamicType
import Testing
import Typeset
import TypesetTestSupport

/// Each step's rule carries the numbers that went in, so that code reads them without parsing
/// the sentence (iOS body: size 17, leading 22 at large, 62 at AX5).
struct ResolutionStepRuleTests {
  @Test func fontMetricsGivesTheRatioOfLeadingsAndTheRounding() throws {
    let typography = try Fixtures.typography()
    let steps = try typography.explain(
      .textStyle(.body), in: Fixtures.environment(.accessibility5))
    let size = try #require(steps.first { $0.kind == .pointSize })
    // round(17 × 62 / 22) = round(47.909…) = 48.
    #expect(
      size.rule
        == .leadingRatio(baseSize: 17, leading: 62, largeLeading: 22, unrounded: 17 * 62 / 22))
    #expect(size.number == 48)
    #expect(size.rule.name == "leadingRatio")
    let numbers = Dictionary(uniqueKeysWithValues: size.rule.numbers.map { ($0.name, $0.value) })
    #expect(numbers["ratio"] == 62.0 / 22)
    #expect(numbers["unrounded"] == 17.0 * 62 / 22)
    // The sentence is built from the rule's numbers.
    #expect(size.rule.formula == "round(17 × 62 / 22)")
    #expect(size.reason.contains("round(17 × 62 / 22)"))
    // No clamp without limits; the line height is Apple's leading in proportion.
    #expect(!steps.contains { $0.kind == .clamped })
    let lineHeight = try #require(steps.first { $0.kind == .lineHeight })
    guard case .proportion(let at, _, _) = lineHeight.rule else {
      Issue.record("line height rule \(lineHeight.rule)")
      return
    }
    #expect(at == 48)
  }

  @Test func aClampStepAppearsWhenMaximumSizeBites() throws {
    let typography = try Fixtures.typography(styles: [
      .textStyle(.body): StyleDefinition(minimumSize: 16, maximumSize: 30)
    ])
    let large = try typography.explain(
      .textStyle(.body), in: Fixtures.environment(.accessibility5))
    let clamp = try #require(large.first { $0.kind == .clamped })
    #expect(clamp.rule == .clamp(.maximum, limit: 30, unclamped: 48))
    #expect(clamp.rule.name == "clampToMaximum")
    #expect(clamp.number == 30)
    // xSmall: round(17 × 19 / 22) = 15, raised to 16.
    let small = try typography.explain(.textStyle(.body), in: Fixtures.environment(.xSmall))
    let raised = try #require(small.first { $0.kind == .clamped })
    guard case .clamp(.minimum, let limit, let unclamped) = raised.rule else {
      Issue.record("clamp rule \(raised.rule)")
      return
    }
    #expect(limit == 16 && unclamped < 16)
    // At large neither limit bites: no clamp step.
    let atLarge = try typography.explain(.textStyle(.body), in: Fixtures.environment(.large))
    #expect(!atLarge.contains { $0.kind == .clamped })
  }

  @Test func theFaceStepNamesBoldTextsWeight() throws {
    let typography = try Fixtures.typography()
    let bold = try typography.explain(
      .textStyle(.body), in: Fixtures.environment(.large, bold: true))
    let face = try #require(bold.first { $0.kind == .face })
    #expect(face.rule == .face(weight: .regular, boldTextWeight: .semibold, drawnAt: 700))
    let plain = try typography.explain(.textStyle(.body), in: Fixtures.environment(.large))
    let regular = try #require(plain.first { $0.kind == .face })
    #expect(regular.rule == .face(weight: .regular, boldTextWeight: nil, drawnAt: 400))
  }

  @Test func trackingAndSteppedCarryTheirNumbers() throws {
    let typography = try Fixtures.typography(styles: [
      .textStyle(.body): StyleDefinition(
        size: 20, tracking: .thousandthsOfEm(-10), scaling: .strategy(.stepped(pointsPerStep: 2)))
    ])
    let steps = try typography.explain(
      .textStyle(.body), in: Fixtures.environment(.xxxLarge))
    let size = try #require(steps.first { $0.kind == .pointSize })
    #expect(size.rule == .stepped(baseSize: 20, steps: 3, pointsPerStep: 2))
    #expect(size.number == 26)
    let tracking = try #require(steps.first { $0.kind == .tracking })
    #expect(tracking.rule == .em(thousandthsOfEm: -10, size: 26))
  }

  @Test func androidStepsCarryTheCurveAndTheScale() throws {
    let typography = try Fixtures.typography()
    let settings = try #require(AndroidTextSettings(fontScale: 1.8))
    let steps = try typography.explain(.textStyle(.body), android: settings)
    #expect(steps.first?.rule == .fontScale(settingsStep: 6))
    let size = try #require(steps.first { $0.kind == .pointSize })
    #expect(size.rule == .fontScaleCurve(fontScale: Double(Float(1.8)), textSize: 17))
    let lineHeight = try #require(steps.first { $0.kind == .lineHeight })
    guard case .proportion(let at, let value, let reference) = lineHeight.rule else {
      Issue.record("line height rule \(lineHeight.rule)")
      return
    }
    #expect(at == size.number && value == 22 && reference == 17)
    let unusual = try typography.explain(
      .textStyle(.body), android: try #require(AndroidTextSettings(fontScale: 1.6)))
    #expect(unusual.first?.rule == .fontScale(settingsStep: nil))
  }
}
