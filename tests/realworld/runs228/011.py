# Tabular classifier with Model.train / Model.eval (graph mode), normalised features
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(0)

rng = np.random.default_rng(0)
n, d, k = 3000, 24, 3
W = rng.normal(size=(d, k))
X = rng.normal(size=(n, d)).astype(np.float32)
y = (X @ W + rng.normal(0, 0.5, (n, k))).argmax(1).astype(np.int32)
mu, sd = X[:2400].mean(0), X[:2400].std(0)
X = (X - mu) / sd
train = ds.NumpySlicesDataset((X[:2400], y[:2400]), column_names=["x", "y"], shuffle=True).batch(64, drop_remainder=True)
val = ds.NumpySlicesDataset((X[2400:], y[2400:]), column_names=["x", "y"], shuffle=False).batch(100)

net = nn.SequentialCell(nn.Dense(d, 128), nn.ReLU(), nn.Dropout(p=0.1), nn.Dense(128, 64), nn.ReLU(), nn.Dense(64, k))
lr = nn.cosine_decay_lr(1e-4, 3e-3, total_step=train.get_dataset_size() * 8, step_per_epoch=train.get_dataset_size(), decay_epoch=8)
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=lr, weight_decay=1e-4)
model = ms.Model(net, nn.CrossEntropyLoss(), opt, metrics={"accuracy", "loss"})
for epoch in range(8):
    model.train(1, train, callbacks=[ms.train.LossMonitor(per_print_times=12)])
    res = model.eval(val)
    print(f"epoch {epoch + 1} val_loss {res['loss']:.4f} val_acc {res['accuracy']:.4f}", flush=True)
