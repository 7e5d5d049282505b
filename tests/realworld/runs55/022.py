# Ray actor trains the ported MindSpore regressor on a parquet file read with HF datasets.
import os
import numpy as np
import pyarrow as pa, pyarrow.parquet as pq
import mindspore as ms
from mindspore import nn
import ray
from datasets import load_dataset

os.makedirs("data_022", exist_ok=True)
rng = np.random.default_rng(2)
X = rng.normal(size=(2000, 10)).astype(np.float32)
w = rng.normal(size=(10,)).astype(np.float32)
y = (X @ w + 0.1 * rng.normal(size=2000)).astype(np.float32)
pq.write_table(pa.table({"x": X.tolist(), "y": y}), "data_022/train.parquet")

ds = load_dataset("parquet", data_files="data_022/train.parquet", split="train").with_format("numpy")
x_np = np.stack(ds["x"][:]).astype(np.float32)
y_np = ds["y"][:].astype(np.float32).reshape(-1, 1)
print("loaded", x_np.shape, y_np.shape)


@ray.remote(num_cpus=1)
class Regressor:
    def __init__(self):
        ms.set_seed(0)
        self.net = nn.SequentialCell(nn.Dense(10, 32), nn.ReLU(), nn.Dense(32, 1))
        self.opt = nn.Adam(self.net.trainable_params(), learning_rate=1e-2)
        self.loss_fn = nn.MSELoss()
        self.grad_fn = ms.value_and_grad(self.forward, None, self.opt.parameters)

    def forward(self, a, b):
        return self.loss_fn(self.net(a), b)

    def epoch(self, x, y, bs=100):
        tot = 0.0
        for i in range(0, len(x), bs):
            loss, g = self.grad_fn(ms.Tensor(x[i:i + bs]), ms.Tensor(y[i:i + bs]))
            self.opt(g)
            tot += float(loss.asnumpy())
        return tot / (len(x) // bs)


ray.init(num_cpus=2, include_dashboard=False)
actor = Regressor.remote()
x_ref, y_ref = ray.put(x_np), ray.put(y_np)
for ep in range(8):
    print(f"epoch {ep} mse {ray.get(actor.epoch.remote(x_ref, y_ref)):.4f}")
print("training finished")
