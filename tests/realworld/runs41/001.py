# Mistake: HF-style encoder ported to MindSpore keeps the torch helper that walks the layers with a
# generator (`def _layers(self): for l in self.layer: yield l`, used for gradient-checkpointing
# hooks in the torch code). The generator is called from Cell.construct under GRAPH_MODE, where the
# graph compiler cannot parse `yield`.
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")

class Layer(nn.Cell):
    def __init__(self, h):
        super().__init__()
        self.dense = nn.Dense(h, h)
        self.norm = nn.LayerNorm((h,))
    def construct(self, x):
        return self.norm(x + ops.relu(self.dense(x)))

class Encoder(nn.Cell):
    def __init__(self, h=32, n=3, num_labels=2):
        super().__init__()
        self.layer = nn.CellList([Layer(h) for _ in range(n)])
        self.classifier = nn.Dense(h, num_labels)
    def _layers(self):
        for layer in self.layer:
            yield layer
    def construct(self, x):
        for layer in self._layers():
            x = layer(x)
        return self.classifier(x.mean(1))

net = Encoder()
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
train = nn.TrainOneStepCell(nn.WithLossCell(net, loss_fn), opt)
x = ms.Tensor(np.random.randn(8, 10, 32).astype(np.float32))
y = ms.Tensor(np.random.randint(0, 2, 8).astype(np.int32))
for step in range(10):
    loss = train(x, y)
    print(f"step {step} loss {loss.asnumpy():.4f}")
