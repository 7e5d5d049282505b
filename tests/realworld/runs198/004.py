"""Label-smoothing classifier: one-hot targets built with ops.one_hot (ported from torch F.one_hot)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
NUM_CLASSES = 5
rng = np.random.default_rng(0)
X = rng.normal(size=(320, 20)).astype(np.float32)
# labels come out of a pandas CSV column as float
y = rng.integers(0, NUM_CLASSES, size=(320,)).astype(np.float32)
train_ds = ds.NumpySlicesDataset({"x": X, "y": y}, shuffle=True).batch(32)

net = nn.SequentialCell(nn.Dense(20, 64), nn.GELU(), nn.Dense(64, NUM_CLASSES))
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=1e-3, weight_decay=0.01)
on_value, off_value = Tensor(0.9, ms.float32), Tensor(0.1 / (NUM_CLASSES - 1), ms.float32)

def forward(x, y):
    logits = net(x)
    target = ops.one_hot(y, NUM_CLASSES, on_value, off_value)
    logp = ops.log_softmax(logits, axis=-1)
    return -(target * logp).sum(-1).mean()

grad_fn = ms.value_and_grad(forward, None, opt.parameters)
for epoch in range(3):
    for step, (x, y) in enumerate(train_ds.create_tuple_iterator()):
        loss, grads = grad_fn(x, y)
        opt(grads)
        print(f"epoch {epoch} step {step} loss {float(loss):.4f}")
