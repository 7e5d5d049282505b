"""Customer churn prediction from a CSV export (pandas -> mindspore.dataset -> Model.train).
Ported from a torch script that used nn.Sequential(..., nn.Sigmoid()) with nn.BCELoss."""
import io
import numpy as np
import pandas as pd
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, LossMonitor

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(5)
rng = np.random.default_rng(5)

# --- build a CSV like the CRM export ---
n = 1200
frame = pd.DataFrame({
    "tenure_months": rng.integers(1, 72, n),
    "monthly_charges": rng.normal(70, 20, n).round(2),
    "support_calls": rng.poisson(1.5, n),
    "contract_two_year": rng.integers(0, 2, n),
})
logit = -0.05 * frame.tenure_months + 0.03 * (frame.monthly_charges - 70) + 0.6 * frame.support_calls - 1.2 * frame.contract_two_year
frame["churn"] = (rng.random(n) < 1 / (1 + np.exp(-logit))).astype(int)
csv = io.StringIO(frame.to_csv(index=False))

df = pd.read_csv(csv)
print(df.head())
print(df.dtypes)
features = ["tenure_months", "monthly_charges", "support_calls", "contract_two_year"]
X = df[features].values.astype(np.float32)
X = (X - X.mean(0)) / X.std(0)
y = df["churn"].values.reshape(-1, 1).astype(float)     # BCELoss wants float targets
print(f"X {X.shape} {X.dtype}, y {y.shape} {y.dtype}, churn rate {y.mean():.3f}")

split = int(0.8 * n)
train_ds = ds.NumpySlicesDataset({"x": X[:split], "y": y[:split]}, shuffle=True).batch(64)
val_ds = ds.NumpySlicesDataset({"x": X[split:], "y": y[split:]}, shuffle=False).batch(64)

net = nn.SequentialCell(
    nn.Dense(4, 32), nn.ReLU(),
    nn.Dense(32, 16), nn.ReLU(),
    nn.Dense(16, 1), nn.Sigmoid())
loss_fn = nn.BCELoss(reduction="mean")
opt = nn.Adam(net.trainable_params(), learning_rate=1e-2)
model = Model(net, loss_fn, opt, metrics={"loss"})
model.fit(5, train_ds, val_ds, callbacks=[LossMonitor(5)], dataset_sink_mode=False)
print("done")
