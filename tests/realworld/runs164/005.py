"""Classifier trained from a folder of per-sample .npy feature files plus a labels.csv (exported by a preprocessing job)."""
import os
import csv
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor, Accuracy

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(11)

root = "/home/user/project/prep_005"
def export(split, n, rng, protos):
    d = os.path.join(root, split)
    os.makedirs(d, exist_ok=True)
    y = rng.integers(0, 10, size=n)
    rows = []
    for i in range(n):
        name = f"sample_{i:05d}.npy"
        np.save(os.path.join(d, name), (protos[y[i]] + rng.normal(size=64)).astype(np.float32))
        rows.append((name, int(y[i])))
    with open(os.path.join(root, f"{split}_labels.csv"), "w", newline="") as f:
        w = csv.writer(f); w.writerow(["file", "label"]); w.writerows(sorted(rows))

rng = np.random.default_rng(5)
protos = rng.normal(scale=2.0, size=(10, 64)).astype(np.float32)
export("train", 2500, rng, protos)
export("val", 500, rng, protos)

class NpyFolder:
    def __init__(self, split):
        self.dir = os.path.join(root, split)
        self.files = [f for f in os.listdir(self.dir) if f.endswith(".npy")]
        with open(os.path.join(root, f"{split}_labels.csv")) as f:
            self.labels = [int(r["label"]) for r in csv.DictReader(f)]
        assert len(self.files) == len(self.labels)
    def __getitem__(self, i):
        return np.load(os.path.join(self.dir, self.files[i])), np.int32(self.labels[i])
    def __len__(self):
        return len(self.files)

train_ds = ds.GeneratorDataset(NpyFolder("train"), ["features", "label"], shuffle=True).batch(64, drop_remainder=True)
val_ds = ds.GeneratorDataset(NpyFolder("val"), ["features", "label"], shuffle=False).batch(100)

net = nn.SequentialCell(nn.Dense(64, 128), nn.ReLU(), nn.Dropout(p=0.2), nn.Dense(128, 10))
loss = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
model = Model(net, loss, opt, metrics={"accuracy": Accuracy(), "loss": nn.Loss()})

for epoch in range(1, 6):
    model.train(1, train_ds, callbacks=[LossMonitor(13)], dataset_sink_mode=False)
    metrics = model.eval(val_ds, dataset_sink_mode=False)
    print(f"Epoch {epoch}/5 - val_loss: {metrics['loss']:.4f} - val_accuracy: {metrics['accuracy']:.4f}")
