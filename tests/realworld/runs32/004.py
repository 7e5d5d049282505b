# Early-exit encoder ported from a torch forward(): the for/else picks the last layer when no layer
# is confident enough. Run under GRAPH_MODE for speed.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")

class EarlyExitEncoder(nn.Cell):
    def __init__(self, hidden=32, layers=4, classes=3):
        super().__init__()
        self.layers = nn.CellList([nn.Dense(hidden, hidden, activation="relu") for _ in range(layers)])
        self.exits = nn.CellList([nn.Dense(hidden, classes) for _ in range(layers)])
        self.threshold = 0.9

    def construct(self, x):
        logits = None
        for layer, exit_head in zip(self.layers, self.exits):
            x = layer(x)
            logits = exit_head(x)
            if ops.softmax(logits, -1).max() > self.threshold:
                break
        else:
            logits = logits * 1.0
        return logits

net = EarlyExitEncoder()
x = Tensor(np.random.randn(4, 32).astype(np.float32))
out = net(x)
print("logits", out.shape)
