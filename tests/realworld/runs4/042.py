# fp16 network (to_float float16, no loss scaling) on raw sensor values in the thousands: activations overflow, loss inf/nan.
import numpy as np, mindspore as ms
from mindspore import nn, Tensor
rng = np.random.default_rng(0)
net = nn.SequentialCell([nn.Dense(32, 256), nn.ReLU(), nn.Dense(256, 256), nn.ReLU(), nn.Dense(256, 1)])
net.to_float(ms.float16)
step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), nn.Adam(net.trainable_params(), 1e-3))
for i in range(12):
    x = Tensor(rng.normal(loc=3000.0, scale=500.0, size=(32, 32)).astype(np.float32))
    y = Tensor(rng.normal(loc=2000.0, scale=300.0, size=(32, 1)).astype(np.float32))
    loss = step(x, y)
    print(f"step {i} loss {loss.asnumpy()}", flush=True)
