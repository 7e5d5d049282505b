# Kaggle-style port: validation frame keeps its "id" column (needed later for the submission file)
import numpy as np
import pandas as pd
import mindspore as ms
from mindspore import nn
from mindspore.train import Model, LossMonitor
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(0)
rng = np.random.default_rng(0)
feat_cols = [f"f{i}" for i in range(10)]
def frame(n, start):
    df = pd.DataFrame(rng.normal(size=(n, 10)).astype(np.float32), columns=feat_cols)
    df["label"] = ((df.f0 - df.f3) > 0).astype(np.int32)
    df.insert(0, "id", np.arange(start, start + n))
    return df
train_df, valid_df = frame(1600, 0), frame(400, 1600)

class FrameDataset:
    """torch Dataset: returns (features, label) and, if present, the row id"""
    def __init__(self, df, with_id=False):
        self.x = df[feat_cols].to_numpy(np.float32)
        self.y = df["label"].to_numpy(np.int32)
        self.ids = df["id"].to_numpy(np.int64) if with_id else None
    def __len__(self):
        return len(self.y)
    def __getitem__(self, i):
        if self.ids is None:
            return self.x[i], self.y[i]
        return self.x[i], self.y[i], self.ids[i]

train = ds.GeneratorDataset(FrameDataset(train_df), ["x", "y"], shuffle=True).batch(32)
valid = ds.GeneratorDataset(FrameDataset(valid_df, with_id=True), ["x", "y", "id"], shuffle=False).batch(32)

net = nn.SequentialCell(nn.Dense(10, 32), nn.ReLU(), nn.Dense(32, 2))
model = Model(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean"),
              nn.Adam(net.trainable_params(), 1e-3), metrics={"acc"})
for epoch in range(3):
    model.train(1, train, callbacks=[LossMonitor(10)], dataset_sink_mode=False)
    print(f"epoch {epoch}:", model.eval(valid, dataset_sink_mode=False))
