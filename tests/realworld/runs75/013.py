# Eval-style iterator (output_numpy=True) reused in the training loop of a ported torch script.
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn

rng = np.random.default_rng(0)
x = rng.normal(size=(320, 16)).astype(np.float32)
y = (x.sum(1) > 0).astype(np.int32)
train_ds = ds.NumpySlicesDataset((x, y), column_names=["x", "y"], shuffle=True).batch(32)

net = nn.SequentialCell(nn.Dense(16, 32), nn.ReLU(), nn.Dense(32, 2))
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), 1e-3)
grad_fn = ms.value_and_grad(lambda a, b: loss_fn(net(a), b), None, opt.parameters)

for epoch in range(2):
    for step, (xb, yb) in enumerate(train_ds.create_tuple_iterator(output_numpy=True)):
        loss, grads = grad_fn(xb, yb)
        opt(grads)
        print(f"epoch {epoch} step {step} loss {float(loss):.4f}")
