# Tabular binary classifier; features come from pandas-style float64 arrays, custom training step.
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
rng = np.random.default_rng(5)
x = rng.normal(size=(2048, 12))                       # float64, as read from CSV
y = (x[:, 0] - 0.5 * x[:, 3] + 0.2 * rng.normal(size=2048) > 0).astype(np.float64)[:, None]
data = ds.NumpySlicesDataset({"x": x, "y": y}, shuffle=True).batch(128)

class TabNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.body = nn.SequentialCell(nn.Dense(12, 64), nn.GELU(), nn.Dense(64, 1))
    def construct(self, x):
        return self.body(x)

net = TabNet()
loss_fn = nn.BCEWithLogitsLoss()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=1e-3, weight_decay=0.01)

class TrainStep(nn.Cell):
    def __init__(self, net, loss_fn, opt):
        super().__init__()
        self.net, self.loss_fn, self.opt = net, loss_fn, opt
        self.grad = ops.GradOperation(get_by_list=True)
        self.weights = opt.parameters
    def forward(self, x, y):
        return self.loss_fn(self.net(x), y)
    def construct(self, x, y):
        loss = self.forward(x, y)
        grads = self.grad(self.forward, self.weights)(x, y)
        self.opt(grads)
        return loss

step = TrainStep(net, loss_fn, opt)
for epoch in range(3):
    for i, (bx, by) in enumerate(data.create_tuple_iterator()):
        loss = step(bx, by)
        if i % 5 == 0:
            print(f"epoch {epoch} step {i} loss {loss.asnumpy():.4f}", flush=True)
