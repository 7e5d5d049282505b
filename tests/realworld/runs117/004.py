"""MLP regressor on tabular features, trained with automatic mixed precision
(amp.build_train_network, O2 + dynamic loss scaling) like the GPU recipe."""
import numpy as np
import mindspore as ms
from mindspore import nn, amp
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(7)

rng = np.random.default_rng(0)
X = rng.normal(size=(1024, 20)).astype(np.float32)
w = rng.normal(size=(20, 1)).astype(np.float32)
y = (X @ w + 0.1 * rng.normal(size=(1024, 1))).astype(np.float32)
train = ds.NumpySlicesDataset({"x": X, "y": y}, shuffle=True).batch(64, drop_remainder=True)

net = nn.SequentialCell(nn.Dense(20, 128), nn.ReLU(), nn.BatchNorm1d(128), nn.Dense(128, 64), nn.ReLU(), nn.Dense(64, 1))
loss_fn = nn.MSELoss()
opt = nn.Momentum(net.trainable_params(), learning_rate=0.01, momentum=0.9)
scale = amp.DynamicLossScaleManager(init_loss_scale=2 ** 16, scale_factor=2, scale_window=50)
train_net = amp.build_train_network(net, opt, loss_fn, level="O2", loss_scale_manager=scale)
train_net.set_train()

for epoch in range(3):
    for step, (xb, yb) in enumerate(train.create_tuple_iterator()):
        out = train_net(xb, yb)
        loss, overflow, cur_scale = out if isinstance(out, tuple) else (out, None, None)
        if step % 4 == 0:
            print(f"epoch {epoch} step {step:3d} loss={float(loss.asnumpy()):.5f} overflow={overflow} scale={cur_scale}")
