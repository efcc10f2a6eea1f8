import DynamicType
import Testing

struct FontWeightTests {
  @Test func boldTextFollowsApplesRule() {
    // dynamic-type.json, observations.boldText.systemWeightMapping_YMatterType.
    let mapping = ReferenceData.dynamicType["observations"]["boldText"][
      "systemWeightMapping_YMatterType"]
    var checked = 0
    for (name, target) in mapping.object {
      guard let targetName = target.string, let weight = FontWeight(parsing: name),
        let expected = FontWeight(parsing: targetName)
      else { continue }
      #expect(weight.boldTextWeight == expected, "\(name) → \(targetName)")
      checked += 1
    }
    #expect(checked == 9)
    #expect(FontWeight.regular.boldTextWeight == .semibold)
  }

  @Test func boldTextNeverPassesBlack() {
    for value in 1...1000 {
      let weight = FontWeight(rawValue: value)!
      let bold = weight.boldTextWeight
      #expect(bold.rawValue <= 900 || bold == weight)
      #expect(bold >= weight)
    }
  }

  @Test func namesAndNumbers() {
    #expect(FontWeight.named.map(\.rawValue) == [100, 200, 300, 400, 500, 600, 700, 800, 900])
    #expect(FontWeight(parsing: "600") == .semibold)
    #expect(FontWeight(parsing: "Semi-Bold") == .semibold)
    #expect(FontWeight(parsing: "extraBold") == .heavy)
    #expect(FontWeight(parsing: "hairline") == .ultraLight)
    #expect(FontWeight(parsing: "0") == nil)
    #expect(FontWeight(parsing: "1001") == nil)
    #expect(FontWeight(parsing: "fat") == nil)
    #expect(FontWeight(rawValue: 350)?.name == nil)
    #expect(FontWeight.semibold.description == "semibold (600)")
  }

  @Test func uiFontWeightValues() {
    #expect(FontWeight.regular.uiFontWeight == 0)
    #expect(FontWeight.bold.uiFontWeight == 0.4)
    #expect(FontWeight.ultraLight.uiFontWeight == -0.8)
    #expect(FontWeight.black.uiFontWeight == 0.62)
    #expect(abs(FontWeight(rawValue: 450)!.uiFontWeight - 0.115) < 1e-12)
  }
}
