# Fine-tuning loop where the backbone was frozen and the head's params were never handed to the optimizer
# (optimizer built from an empty filter): loss never moves.
import numpy as np, mindspore as ms
from mindspore import nn, Tensor
rng = np.random.default_rng(0)
x = rng.normal(size=(256, 16)).astype(np.float32)
y = (x[:, :1] > 0).astype(np.int32).reshape(-1)
net = nn.SequentialCell([nn.Dense(16, 32), nn.ReLU(), nn.Dense(32, 2)])
for p in net.get_parameters():
    p.requires_grad = False
params = [p for p in net.get_parameters() if "head" in p.name] or net.get_parameters()
opt = nn.Adam(params, 1e-2)
step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")), opt)
for epoch in range(4):
    for i in range(0, 256, 32):
        loss = step(Tensor(x[i:i + 32]), Tensor(y[i:i + 32]))
    print(f"epoch: {epoch + 1} step: {i // 32 + 1}, loss is {loss.asnumpy():.6f}", flush=True)
