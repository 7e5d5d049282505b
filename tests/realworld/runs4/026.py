# Regression trained with SGD at lr=1.0 on unnormalised features (values up to 1e3): loss explodes.
import numpy as np, mindspore as ms
from mindspore import nn, Tensor
rng = np.random.default_rng(0)
x = rng.uniform(0, 1000, size=(512, 6)).astype(np.float32)
y = (x @ rng.normal(size=(6, 1))).astype(np.float32)
net = nn.Dense(6, 1)
step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), nn.SGD(net.trainable_params(), learning_rate=1.0))
for epoch in range(3):
    for i in range(0, 512, 64):
        loss = step(Tensor(x[i:i + 64]), Tensor(y[i:i + 64]))
        print(f"epoch {epoch} step {i // 64} loss: {float(loss.asnumpy()):.6f}", flush=True)
