// A small SwiftUI app that shows every style of a typography, with a text size slider and a
// Bold Text toggle. Add `typography.json` and its font files to the app target. It runs on
// iOS 15, watchOS 8, visionOS 1 and macOS 13 and later (tvOS has no Slider).
import DynamicType
import SwiftUI
import Typeset
import TypesetCoreText
import TypesetLoader
import TypesetSwiftUI

@main
struct TypesetExampleApp: App {
  let typography = ExampleTypography.load()

  var body: some Scene {
    WindowGroup {
      SpecimenView().typography(typography)
    }
  }
}

/// Loads the bundled typography and registers its fonts.
enum ExampleTypography {
  static func load() -> Typography {
    guard let path = Bundle.main.path(forResource: "typography", ofType: "json") else {
      fatalError("add typography.json to the app's resources")
    }
    do {
      let typography = try TypographyDocument.load(contentsOf: path)
      try FontRegistration.register(typography, in: .main)
      return typography
    } catch {
      fatalError("\(error)")
    }
  }
}

/// Every style, at a text size and Bold Text setting chosen in the app.
struct SpecimenView: View {
  @Environment(\.typography) private var typography
  @State private var categoryIndex = Double(DynamicType.ContentSizeCategory.large.rawValue)
  @State private var isBoldTextOn = false

  var body: some View {
    let categories = DynamicType.ContentSizeCategory.allCases
    let category = categories[Int(categoryIndex.rounded())]
    // No NavigationStack (iOS 16, tvOS 16, watchOS 9): the app runs from iOS 15 and watchOS 8.
    ScrollView {
      VStack(alignment: .leading, spacing: 12) {
        Text("Typeset").typography(.largeTitle)
        Text("Text size: \(category.swiftUIName)").typography(.footnote)
        Slider(value: $categoryIndex, in: 0...Double(categories.count - 1))
        Toggle("Bold Text", isOn: $isBoldTextOn)
        ForEach(typography?.styleNames ?? [], id: \.self) { style in
          Text("\(style.description): The quick brown fox jumps over the lazy dog")
            .typography(style)
        }
      }
      .padding(16)
    }
    // The in-app override: every view inside follows the slider, not the user's setting.
    .textSizeOverride(category)
    .environment(\.legibilityWeight, isBoldTextOn ? .bold : .regular)
  }
}
