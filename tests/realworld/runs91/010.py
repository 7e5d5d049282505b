# Healthy: GRAPH_MODE Model.train with a GeneratorDataset, warmup+cosine LR list and LossMonitor
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor, Accuracy
ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(3); rng = np.random.default_rng(3)
X = rng.normal(size=(1200, 24)).astype(np.float32); centers = rng.normal(size=(4, 24)).astype(np.float32) * 2
Y = np.argmin(((X[:, None] - centers[None]) ** 2).sum(-1), 1).astype(np.int32)
class Src:
    def __init__(self, lo, hi): self.lo, self.hi = lo, hi
    def __getitem__(self, i): return X[self.lo + i], Y[self.lo + i]
    def __len__(self): return self.hi - self.lo
train_ds = ds.GeneratorDataset(Src(0, 1000), ["x", "y"], shuffle=True).batch(50, drop_remainder=True)
eval_ds = ds.GeneratorDataset(Src(1000, 1200), ["x", "y"], shuffle=False).batch(50)
epochs, steps = 5, train_ds.get_dataset_size()
lr = nn.warmup_lr(0.05, epochs * steps, steps, 1)[:steps] + nn.cosine_decay_lr(0.001, 0.05, epochs * steps, steps, epochs)[steps:]
net = nn.SequentialCell(nn.Dense(24, 64), nn.ReLU(), nn.Dense(64, 4))
model = Model(net, nn.CrossEntropyLoss(), nn.Momentum(net.trainable_params(), lr, 0.9), metrics={"acc": Accuracy()})
model.train(epochs, train_ds, callbacks=[LossMonitor(per_print_times=10)], dataset_sink_mode=False)
print("eval:", model.eval(eval_ds, dataset_sink_mode=False))
