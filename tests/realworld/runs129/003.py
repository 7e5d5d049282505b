"""ResNet-style step schedule ported from a torch MultiStepLR config: milestones at epochs 30/60/90."""
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor, TimeMonitor, Accuracy

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")

cfg = {
    "epochs": 80,            # shortened from 100 for the small dataset
    "batch_size": 32,
    "base_lr": 0.1,
    "milestones": [30, 60, 90],
    "gamma": 0.1,
}

rng = np.random.default_rng(0)
x = rng.normal(size=(512, 20)).astype(np.float32)
y = (x[:, 0] * 2 - x[:, 1] > 0).astype(np.int32)
train_ds = ds.NumpySlicesDataset({"data": x, "label": y}, shuffle=True).batch(cfg["batch_size"], drop_remainder=True)
steps_per_epoch = train_ds.get_dataset_size()

def build_lr(cfg, steps_per_epoch):
    # MultiStepLR -> piecewise_constant_lr: boundaries in steps, last boundary = total steps
    milestones = [m * steps_per_epoch for m in cfg["milestones"]] + [cfg["epochs"] * steps_per_epoch]
    lrs = [cfg["base_lr"] * (cfg["gamma"] ** i) for i in range(len(milestones))]
    return nn.piecewise_constant_lr(milestones, lrs)

net = nn.SequentialCell(nn.Dense(20, 64), nn.ReLU(), nn.Dense(64, 2))
lr = build_lr(cfg, steps_per_epoch)
opt = nn.Momentum(net.trainable_params(), learning_rate=lr, momentum=0.9, weight_decay=1e-4)
model = Model(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"), opt, metrics={"acc": Accuracy()})
model.train(cfg["epochs"], train_ds, callbacks=[LossMonitor(steps_per_epoch), TimeMonitor()], dataset_sink_mode=False)
