# Port of a torch half-precision classifier (model.half(), loss = -log(softmax(logits))[target])
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_seed(0)

class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.body = nn.SequentialCell([nn.Dense(64, 256), nn.ReLU(), nn.Dense(256, 256), nn.ReLU(), nn.Dense(256, 20)])
    def construct(self, x):
        return self.body(x)

rng = np.random.default_rng(0)
centers = rng.normal(0, 3, (20, 64))
y = rng.integers(0, 20, 6000)
x = (centers[y] + rng.normal(0, 1, (6000, 64))).astype(np.float16)
noisy = rng.random(6000) < 0.1
y[noisy] = rng.integers(0, 20, noisy.sum())
data = ds.NumpySlicesDataset((x, y.astype(np.int32)), column_names=["x", "y"], shuffle=True).batch(128, drop_remainder=True)

net = Net().to_float(ms.float16)
opt = nn.SGD(net.trainable_params(), learning_rate=0.05, momentum=0.9)

def forward(xb, yb):
    probs = ops.softmax(net(xb), axis=-1)
    nll = -ops.log(ops.gather_elements(probs, 1, yb.expand_dims(1)))
    return nll.mean()

grad_fn = ms.value_and_grad(forward, None, opt.parameters)
net.set_train()
step = 0
for epoch in range(6):
    for xb, yb in data.create_tuple_iterator():
        loss, grads = grad_fn(xb, yb)
        opt(grads)
        if step % 10 == 0:
            print(f"epoch {epoch} step {step} loss {float(loss.asnumpy()):.4f}")
        step += 1
