# Fine-tune script ported from an HF Trainer run (per_device_train_batch_size 32, dataloader_drop_last
# True). On the small in-domain set (20 examples) the port builds a MindSpore GeneratorDataset with
# batch(32, drop_remainder=True) and calls Model.train.
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, LossMonitor

rng = np.random.default_rng(0)
X = rng.standard_normal((20, 16)).astype(np.float32)
Y = (X[:, 0] > 0).astype(np.int32)

def gen():
    for x, y in zip(X, Y):
        yield x, y

train_ds = ds.GeneratorDataset(gen, ["features", "label"], shuffle=True)
train_ds = train_ds.batch(32, drop_remainder=True)
print("train examples", len(X), "steps per epoch", train_ds.get_dataset_size())
net = nn.SequentialCell(nn.Dense(16, 32), nn.ReLU(), nn.Dense(32, 2))
model = Model(net, nn.CrossEntropyLoss(), nn.AdamWeightDecay(net.trainable_params(), 1e-3))
model.train(3, train_ds, callbacks=[LossMonitor(1)], dataset_sink_mode=False)
print("training finished")
