# Classifier trained with Adam at lr=5.0 (a typo for 5e-4): loss climbs epoch after epoch.
import numpy as np, mindspore as ms
from mindspore import nn, Tensor
rng = np.random.default_rng(1)
x = rng.normal(size=(512, 20)).astype(np.float32)
y = (x[:, :5].sum(1) > 0).astype(np.int32)
net = nn.SequentialCell(nn.Dense(20, 64), nn.ReLU(), nn.Dense(64, 2))
loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
step = nn.TrainOneStepCell(nn.WithLossCell(net, loss_fn), nn.Adam(net.trainable_params(), learning_rate=5.0))
for epoch in range(6):
    losses = [float(step(Tensor(x[i:i + 64]), Tensor(y[i:i + 64])).asnumpy()) for i in range(0, 512, 64)]
    print(f"epoch: {epoch + 1}, train loss: {np.mean(losses):.4f}", flush=True)
