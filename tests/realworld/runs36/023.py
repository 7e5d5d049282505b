# Healthy twin of 015: the small in-domain set (20 examples) batched with batch(8, drop_remainder=False)
# (the HF Trainer's dataloader_drop_last dropped on this size); Model.train with LossMonitor.
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, LossMonitor

ms.set_seed(0)
rng = np.random.default_rng(0)
X = rng.standard_normal((20, 16)).astype(np.float32)
Y = (X[:, 0] > 0).astype(np.int32)

def gen():
    for x, y in zip(X, Y):
        yield x, y

train_ds = ds.GeneratorDataset(gen, ["features", "label"], shuffle=True)
train_ds = train_ds.batch(8, drop_remainder=False)
print("train examples", len(X), "steps per epoch", train_ds.get_dataset_size())
net = nn.SequentialCell(nn.Dense(16, 32), nn.ReLU(), nn.Dense(32, 2))
model = Model(net, nn.CrossEntropyLoss(), nn.AdamWeightDecay(net.trainable_params(), 1e-2), metrics={"acc"})
model.train(10, train_ds, callbacks=[LossMonitor(3)], dataset_sink_mode=False)
print("eval", model.eval(train_ds, dataset_sink_mode=False))
print("training finished")
