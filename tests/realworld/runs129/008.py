"""House-price regression (raw targets in dollars) with a hand-written trainer loop."""
import json, time
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(0)

rng = np.random.default_rng(8)
N = 1024
area = rng.uniform(40, 250, N)           # m^2
rooms = rng.integers(1, 7, N)
age = rng.uniform(0, 80, N)
dist = rng.uniform(0.5, 30, N)
X = np.stack([area, rooms, age, dist], 1).astype(np.float32)
price = (3500 * area + 12000 * rooms - 800 * age - 2500 * dist + rng.normal(0, 20000, N)).astype(np.float32)
Y = price.reshape(-1, 1)

train = ds.NumpySlicesDataset({"x": X[:896], "y": Y[:896]}, shuffle=True).batch(32, drop_remainder=True)
val = ds.NumpySlicesDataset({"x": X[896:], "y": Y[896:]}, shuffle=False).batch(64)

net = nn.SequentialCell(nn.Dense(4, 64), nn.ReLU(), nn.Dense(64, 64), nn.ReLU(), nn.Dense(64, 1))
loss_fn = nn.MSELoss()
opt = nn.SGD(net.trainable_params(), learning_rate=1e-3, momentum=0.9)
train_net = nn.TrainOneStepCell(nn.WithLossCell(net, loss_fn), opt)
train_net.set_train()

def evaluate():
    net.set_train(False)
    err, n = 0.0, 0
    for xb, yb in val.create_tuple_iterator():
        p = net(xb).asnumpy()
        err += float(np.abs(p - yb.asnumpy()).sum()); n += p.shape[0]
    net.set_train(True)
    return err / n

global_step = 0
for epoch in range(4):
    t0 = time.time()
    for xb, yb in train.create_tuple_iterator():
        loss = train_net(xb, yb)
        global_step += 1
        if global_step <= 3 or global_step % 7 == 0:
            print(json.dumps({"epoch": epoch, "step": global_step, "loss": float(loss.asnumpy()),
                              "lr": 1e-3}))
    print(json.dumps({"epoch": epoch, "val_mae": evaluate(), "epoch_time_s": round(time.time() - t0, 2)}))
