# healthy: checkpoint saved with the optimizer state and resumed; loss keeps decreasing.
import numpy as np, mindspore as ms
from mindspore import nn, Tensor
rng = np.random.default_rng(3)
x = rng.normal(size=(128, 4)).astype(np.float32)
y = (x.sum(1, keepdims=True)).astype(np.float32)
def make():
    net = nn.Dense(4, 1)
    opt = nn.Momentum(net.trainable_params(), 0.05, 0.9)
    return net, opt, nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), opt)
net, opt, step = make()
for i in range(10):
    print(f"step {i} loss {float(step(Tensor(x), Tensor(y)).asnumpy()):.5f}")
ms.save_checkpoint(step, "resume.ckpt")
net, opt, step = make()
not_loaded, _ = ms.load_param_into_net(step, ms.load_checkpoint("resume.ckpt"))
print("resumed, params not loaded:", not_loaded)
for i in range(10, 20):
    print(f"step {i} loss {float(step(Tensor(x), Tensor(y)).asnumpy()):.5f}")
