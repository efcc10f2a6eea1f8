// What the generated accessors resolve, so that the check can compare the app with
// `typeset-cli scale` on the source typography.
//
//   App                 body and caption1 at large, and the style names (the build checks)
//   App --all           one JSON object per line: every style at every category of iOS,
//                       macOS, tvOS and watchOS, with Bold Text off and on
//   App --fonts         each font file found in FixtureTypography.fontBundle by file name

import DynamicType
import Foundation
import Typeset

let arguments = CommandLine.arguments.dropFirst()
if arguments.first == "--all" {
  let platforms: [Platform] = [.iOS, .macOS, .tvOS, .watchOS]
  var lines: [String] = []
  for platform in platforms {
    for style in FixtureTypography.Style.allCases {
      for category in platform.categories {
        for boldText in [false, true] {
          let environment = TypeEnvironment(
            platform: platform, category: category, isBoldTextEnabled: boldText)
          do {
            let font = try FixtureTypography.font(style, in: environment)
            lines.append(
              "{\"platform\": \"\(platform.rawValue)\", \"style\": \"\(style.rawValue)\", "
                + "\"category\": \"\(category)\", \"boldText\": \(boldText), "
                + "\"pointSize\": \(font.pointSize), \"lineHeight\": \(font.lineHeight), "
                + "\"tracking\": \(font.tracking), \"face\": \"\(font.face.postScriptName)\", "
                + "\"weight\": \(font.face.weight)}")
          } catch {
            lines.append(
              "{\"platform\": \"\(platform.rawValue)\", \"style\": \"\(style.rawValue)\", "
                + "\"category\": \"\(category)\", \"boldText\": \(boldText), "
                + "\"error\": \"\(error)\"}")
          }
        }
      }
    }
  }
  print(lines.joined(separator: "\n"))
} else if arguments.first == "--fonts" {
  for resource in FixtureTypography.typography.fontResources {
    let url =
      FixtureTypography.fontBundle.url(
        forResource: resource.name, withExtension: resource.extension,
        subdirectory: resource.subdirectory)
      ?? FixtureTypography.fontBundle.url(
        forResource: resource.name, withExtension: resource.extension)
    print("\(resource.file) \(url == nil ? "missing" : "found")")
  }
} else {
  let large = TypeEnvironment(category: .large)
  let body = try FixtureTypography.body(in: large)
  let caption = try FixtureTypography.caption1(in: large)
  print("body \(body.pointSize) \(body.face.postScriptName)")
  print("caption1 \(caption.pointSize) \(caption.face.postScriptName)")
  print("styles \(FixtureTypography.Style.allCases.map(\.rawValue).joined(separator: " "))")
}
