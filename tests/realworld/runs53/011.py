# "model.half()" port: whole network run in float16 with amp_level O3 on the dev box (CPU)
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
np.random.seed(0)

class Block(nn.Cell):
    def __init__(self, d=64):
        super().__init__()
        self.ln = nn.LayerNorm((d,))
        self.ff = nn.SequentialCell([nn.Dense(d, 4 * d), nn.GELU(), nn.Dense(4 * d, d)])
    def construct(self, x):
        return x + self.ff(self.ln(x))

class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.proj = nn.Dense(20, 64)
        self.blocks = nn.SequentialCell([Block(), Block()])
        self.head = nn.Dense(64, 5)
    def construct(self, x):
        return self.head(self.blocks(self.proj(x)))

X = np.random.randn(256, 20).astype(np.float32)
Y = np.random.randint(0, 5, (256,)).astype(np.int32)
train_ds = ds.NumpySlicesDataset({"x": X, "y": Y}, shuffle=True).batch(32)
net = Net()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=1e-3, weight_decay=0.01)
model = Model(net, nn.CrossEntropyLoss(), opt, amp_level="O3")
model.train(3, train_ds, callbacks=[LossMonitor(4)], dataset_sink_mode=False)
