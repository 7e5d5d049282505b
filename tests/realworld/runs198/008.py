"""Regression with unnormalised raw features (prices in the 1e4 range) and a high LR."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_seed(0)
ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
rng = np.random.default_rng(0)
X = np.concatenate([rng.uniform(500, 5000, size=(800, 1)), rng.uniform(1, 6, size=(800, 3)),
                    rng.uniform(1e4, 9e4, size=(800, 2))], axis=1).astype(np.float32)
y = (X[:, :1] * 150 + X[:, 4:5] * 2 + rng.normal(scale=1e3, size=(800, 1))).astype(np.float32)
train_ds = ds.NumpySlicesDataset({"x": X, "y": y}, shuffle=True).batch(32, drop_remainder=True)

net = nn.SequentialCell(nn.Dense(6, 64), nn.ReLU(), nn.Dense(64, 64), nn.ReLU(), nn.Dense(64, 1))
loss_fn = nn.MSELoss()
opt = nn.SGD(net.trainable_params(), learning_rate=0.01, momentum=0.9)
train_net = nn.TrainOneStepCell(nn.WithLossCell(net, loss_fn), opt)
train_net.set_train()
steps = train_ds.get_dataset_size()
for epoch in range(3):
    for step, (x, y) in enumerate(train_ds.create_tuple_iterator(), 1):
        loss = train_net(x, y)
        if step % 5 == 0 or step == 1:
            print(f"Epoch: [{epoch+1}/3] Step: [{step}/{steps}] train_loss={loss.asnumpy():.4f}")
