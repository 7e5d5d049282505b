# fp16 network with a fixed loss scale of 2**24 copied from a mixed-precision recipe: every step overflows.
import numpy as np, mindspore as ms
from mindspore import nn, Tensor, amp
rng = np.random.default_rng(0)
net = nn.SequentialCell([nn.Dense(32, 64), nn.ReLU(), nn.Dense(64, 1)])
net.to_float(ms.float16)
loss_net = nn.WithLossCell(net, nn.MSELoss())
opt = nn.Adam(net.trainable_params(), 1e-3)
manager = amp.DynamicLossScaleManager(init_loss_scale=2 ** 24, scale_factor=2, scale_window=1000)
step = nn.TrainOneStepWithLossScaleCell(loss_net, opt, scale_sense=manager.get_update_cell())
for i in range(20):
    x = Tensor(rng.normal(scale=100.0, size=(16, 32)).astype(np.float32))
    y = Tensor(rng.normal(scale=100.0, size=(16, 1)).astype(np.float32))
    loss, overflow, scale = step(x, y)
    print(f"step {i} loss={loss.asnumpy()} overflow={overflow.asnumpy()} loss_scale={scale.asnumpy()}", flush=True)
