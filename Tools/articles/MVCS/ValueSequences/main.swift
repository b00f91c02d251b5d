// swift-format-ignore-file
// Generated from Sources/MVCS/Documentation.docc/ValueSequences.md by `.ci/readme update`: every ```swift block, in order.
// Do not edit; edit the document and run `.ci/readme update` (CI checks that they agree).

#sourceLocation(file: "Sources/MVCS/Documentation.docc/ValueSequences.md", line: 14)
import MVCS

@MainActor final class CartPipeline: Pipeline {
  @Input var itemAdded = ""
  @Piped var total = 0
}

let cart = CartPipeline()
let added = cart.values(\.itemAdded)
let totals = cart.values(\.total)

// Written before the consumer runs: the sequence keeps them.
cart.itemAdded = "apple"
cart.itemAdded = "apple"
cart.itemAdded = "pear"
cart.total = 1
cart.total = 2
cart.total = 3

let recorder = Task {
  var items: [String] = []
  for await item in added {
    items.append(item)
    if items.count == 3 { break }
  }
  return items
}
print(await recorder.value)

for await total in totals {
  print(total)
  break
}
#sourceLocation()

#sourceLocation(file: "Sources/MVCS/Documentation.docc/ValueSequences.md", line: 85)
for await total in cart.values(\.total, initial: true) {
  print(total)
  break
}
#sourceLocation()

#sourceLocation(file: "Sources/MVCS/Documentation.docc/ValueSequences.md", line: 106)
let plums = cart.values(\.itemAdded)
let recordPlums = Task {
  for await item in plums {
    print("added", item)
  }
  print("the loop ended")
}
cart.itemAdded = "plum"
plums.cancel()
_ = await recordPlums.value
#sourceLocation()

