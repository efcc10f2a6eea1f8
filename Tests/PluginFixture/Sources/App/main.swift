// Prints what the generated accessors resolve, so that the check can see the typography's
// values reach the build.

import DynamicType
import Typeset

let large = TypeEnvironment(category: .large)
let body = try FixtureTypography.body(in: large)
let caption = try FixtureTypography.caption1(in: large)
print("body \(body.pointSize) \(body.face.postScriptName)")
print("caption1 \(caption.pointSize) \(caption.face.postScriptName)")
print("styles \(FixtureTypography.Style.allCases.map(\.rawValue).joined(separator: " "))")
