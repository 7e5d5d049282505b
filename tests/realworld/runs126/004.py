"""Customer-churn model trained from a CSV export (pandas), ported from a torch script whose
collate_fn encoded the categorical 'city' column per batch."""
import numpy as np
import pandas as pd
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindspore.train import Model, LossMonitor

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")

CSV = "/home/user/project/churn_export.csv"
rng = np.random.default_rng(6)
n = 600
cities = np.array(["berlin", "paris", "madrid", "rome", "vienna"])
df = pd.DataFrame({"tenure": rng.integers(1, 72, n), "monthly": rng.normal(60, 20, n).round(2),
                   "city": cities[rng.integers(0, 5, n)], "churn": rng.integers(0, 2, n)})
df.loc[rng.choice(n, 9, replace=False), "city"] = None          # CRM export leaves some cities empty
df.to_csv(CSV, index=False)

df = pd.read_csv(CSV)
print(df.head()); print(df.dtypes.to_dict()); print(f"rows: {len(df)}")
CITY2ID = {c: i + 1 for i, c in enumerate(sorted(df["city"].dropna().unique()))}

def encode_batch(city_batch):
    return np.array([CITY2ID.get(str(c), 0) for c in city_batch], np.int32)

data = {"num": df[["tenure", "monthly"]].values.astype(np.float32),
        "city": df["city"].values,
        "label": df["churn"].values.astype(np.int32)}
train_ds = ds.NumpySlicesDataset(data, shuffle=True).batch(32).map(encode_batch, input_columns="city")

class ChurnNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.city_emb = nn.Embedding(len(CITY2ID) + 1, 4)
        self.mlp = nn.SequentialCell(nn.Dense(6, 32), nn.ReLU(), nn.Dense(32, 2))
    def construct(self, num, city):
        return self.mlp(ms.ops.concat((num / 100.0, self.city_emb(city)), axis=1))

class WithLoss(nn.Cell):
    def __init__(self, net):
        super().__init__(); self.net = net; self.ce = nn.CrossEntropyLoss()
    def construct(self, num, city, label):
        return self.ce(self.net(num, city), label)

net = ChurnNet()
model = Model(WithLoss(net), optimizer=nn.Adam(net.trainable_params(), 1e-3))
model.train(3, train_ds, callbacks=[LossMonitor(5)], dataset_sink_mode=False)
