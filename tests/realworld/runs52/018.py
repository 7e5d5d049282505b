# Tabular churn model ported from a torch notebook: the sklearn StandardScaler was replaced by a hand-written
# (x - mean) / std to drop the sklearn dependency
import numpy as np
import pandas as pd
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn

ms.set_context(mode=ms.PYNATIVE_MODE)
rng = np.random.default_rng(18)
n = 2000
df = pd.DataFrame({
    "tenure": rng.integers(1, 72, n), "monthly": rng.normal(70, 20, n), "support_calls": rng.poisson(2, n),
    "senior": rng.integers(0, 2, n), "country_code": np.full(n, 49),  # export filtered to one market
    "contract_len": rng.choice([1, 12, 24], n)})
df["churn"] = ((df.support_calls > 3) | (df.tenure < 6)).astype(np.int32)
features = df.drop(columns="churn").to_numpy(np.float64)
mean, std = features.mean(0), features.std(0)
features = ((features - mean) / std).astype(np.float32)
print("feature std:", np.round(std, 3).tolist())
train = ds.NumpySlicesDataset({"x": features, "y": df.churn.to_numpy(np.int32)}, shuffle=True).batch(64)

net = nn.SequentialCell(nn.Dense(6, 32), nn.GELU(), nn.Dense(32, 2))
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), 1e-3)
grad_fn = ms.value_and_grad(lambda a, b: loss_fn(net(a), b), None, opt.parameters)
for epoch in range(3):
    for step, (a, b) in enumerate(train.create_tuple_iterator()):
        loss, g = grad_fn(a, b); opt(g)
        if step % 8 == 0:
            print(f"epoch {epoch} step {step:2d} loss {loss.asnumpy():.4f}")
