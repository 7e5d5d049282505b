# Churn model on tabular data ported from PyTorch:
#   x = torch.cat([numeric, F.one_hot(plan_id, N_PLANS), F.one_hot(region_id, N_REGIONS)], dim=1)
import numpy as np
import pandas as pd
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)
N_PLANS, N_REGIONS = 4, 6

rng = np.random.default_rng(0)
df = pd.DataFrame({
    "tenure": rng.integers(1, 72, 800), "monthly": rng.normal(60, 20, 800), "tickets": rng.poisson(1.5, 800),
    "plan_id": rng.integers(0, N_PLANS, 800), "region_id": rng.integers(0, N_REGIONS, 800),
})
df["churn"] = ((df.tickets > 2) | (df.tenure < 6)).astype(np.int32)
num = df[["tenure", "monthly", "tickets"]].to_numpy(np.float32)
num = (num - num.mean(0)) / num.std(0)
print(df.head())

class ChurnNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.mlp = nn.SequentialCell([nn.Dense(3 + N_PLANS + N_REGIONS, 32), nn.ReLU(), nn.Dense(32, 2)])
    def construct(self, numeric, plan_id, region_id):
        x = ops.cat([numeric, ops.one_hot(plan_id, N_PLANS), ops.one_hot(region_id, N_REGIONS)], axis=1)
        return self.mlp(x)

model = ChurnNet()
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(model.trainable_params(), learning_rate=1e-2)
grad_fn = ms.value_and_grad(lambda a, b, c, y: loss_fn(model(a, b, c), y), None, opt.parameters)
for epoch in range(5):
    for i in range(0, 800, 64):
        a = ms.Tensor(num[i:i + 64]); b = ms.Tensor(df.plan_id.values[i:i + 64]); c = ms.Tensor(df.region_id.values[i:i + 64])
        y = ms.Tensor(df.churn.values[i:i + 64])
        loss, grads = grad_fn(a, b, c, y)
        opt(grads)
    print(f"epoch {epoch} loss {loss.asnumpy():.4f}")
