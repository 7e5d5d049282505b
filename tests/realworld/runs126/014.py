"""Keyword-spotting CNN; the run config is the one used with accelerate/torch
(mixed_precision: fp16) and is mapped onto mindspore.train.Model."""
import json
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor, TimeMonitor, Accuracy

RUN_CONFIG = json.loads("""{
  "model": {"n_mels": 40, "frames": 49, "num_classes": 12, "channels": 32},
  "train": {"epochs": 3, "batch_size": 64, "lr": 0.001, "weight_decay": 0.0001,
            "mixed_precision": "fp16", "log_every": 5}
}""")
mcfg, tcfg = RUN_CONFIG["model"], RUN_CONFIG["train"]

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
ms.set_seed(0)

class KWSNet(nn.Cell):
    def __init__(self, c):
        super().__init__()
        ch = c["channels"]
        self.features = nn.SequentialCell(
            nn.Conv2d(1, ch, 3, pad_mode="same"), nn.BatchNorm2d(ch), nn.ReLU(), nn.MaxPool2d(2, 2),
            nn.Conv2d(ch, ch, 3, pad_mode="same"), nn.BatchNorm2d(ch), nn.ReLU())
        self.classifier = nn.Dense(ch, c["num_classes"])
    def construct(self, x):
        return self.classifier(self.features(x).mean(axis=(2, 3)))

rng = np.random.default_rng(1)
n = 768
y = rng.integers(0, mcfg["num_classes"], n).astype(np.int32)
x = rng.normal(size=(n, 1, mcfg["n_mels"], mcfg["frames"])).astype(np.float32)
x[np.arange(n), 0, y * 3, :] += 2.0
train_ds = ds.NumpySlicesDataset({"mel": x, "label": y}, shuffle=True).batch(tcfg["batch_size"], drop_remainder=True)

net = KWSNet(mcfg)
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=tcfg["lr"], weight_decay=tcfg["weight_decay"])
loss_fn = nn.CrossEntropyLoss()
print(f"config: {json.dumps(tcfg)}")
model = Model(net, loss_fn, opt, metrics={"acc": Accuracy()}, amp_level=tcfg["mixed_precision"])
model.train(tcfg["epochs"], train_ds, callbacks=[LossMonitor(tcfg["log_every"]), TimeMonitor()],
            dataset_sink_mode=False)
