# Tabular regression ported from torch: features come from pandas (float64), torch code did model.double()
import numpy as np
import pandas as pd
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
rng = np.random.default_rng(0)
df = pd.DataFrame(rng.standard_normal((300, 6)), columns=[f"f{i}" for i in range(6)])
df["target"] = df.sum(axis=1) + 0.1 * rng.standard_normal(300)
features = df[[f"f{i}" for i in range(6)]].values      # float64
target = df[["target"]].values                         # float64
print(features.dtype, features.shape)

net = nn.SequentialCell(nn.Dense(6, 16), nn.ReLU(), nn.Dense(16, 1))
opt = nn.Adam(net.trainable_params(), 1e-2)
grad_fn = ms.value_and_grad(lambda a, b: nn.MSELoss()(net(a), b), None, opt.parameters)
for epoch in range(5):
    for i in range(0, 300, 50):
        x, y = ms.Tensor(features[i:i + 50]), ms.Tensor(target[i:i + 50])
        loss, grads = grad_fn(x, y)
        opt(grads)
    print(f"epoch {epoch} loss {loss.asnumpy():.4f}")
