"""MLP classifier ported from a PyTorch training loop; train step compiled with ms.jit."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(0)

rng = np.random.default_rng(0)
X = rng.normal(size=(2048, 20)).astype(np.float32)
w_true = rng.normal(size=(20, 4)).astype(np.float32)
Y = (X @ w_true).argmax(1).astype(np.int32)


class MLP(nn.Cell):
    def __init__(self):
        super().__init__()
        self.body = nn.SequentialCell(nn.Dense(20, 64), nn.ReLU(), nn.Dense(64, 64), nn.ReLU(), nn.Dense(64, 4))

    def construct(self, x):
        return self.body(x)


class TrainStep(nn.Cell):
    """Equivalent of the torch loop body: forward, loss, backward, step, running accuracy."""

    def __init__(self, net, opt):
        super().__init__()
        self.net, self.opt = net, opt
        self.loss_fn = nn.CrossEntropyLoss()
        self.grad_fn = ms.value_and_grad(self.forward, None, opt.parameters, has_aux=True)

    def forward(self, x, y):
        logits = self.net(x)
        return self.loss_fn(logits, y), logits

    def construct(self, x, y):
        (loss, logits), grads = self.grad_fn(x, y)
        self.opt(grads)
        correct = (logits.argmax(-1).asnumpy() == y.asnumpy()).sum()
        return loss, correct


loader = ds.NumpySlicesDataset({"x": X, "y": Y}, shuffle=True).batch(64)
net = MLP()
opt = nn.SGD(net.trainable_params(), learning_rate=0.05, momentum=0.9)
step_fn = TrainStep(net, opt)
step_fn.set_train()
for epoch in range(3):
    tot, n = 0.0, 0
    for x, y in loader.create_tuple_iterator():
        loss, correct = step_fn(x, y)
        tot += float(correct); n += x.shape[0]
    print(f"epoch {epoch} loss {float(loss.asnumpy()):.4f} train_acc {tot / n:.3f}")
