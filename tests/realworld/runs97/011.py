"""fp16 autoencoder trained with TrainOneStepWithLossScaleCell + DynamicLossScaleUpdateCell.
The reconstruction loss is a summed squared error, as in the original PyTorch code (reduction='sum')."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from mindspore import amp

ms.set_seed(0)
rng = np.random.default_rng(0)
data = (rng.normal(size=(512, 784)) * 40.0).astype(np.float32)   # raw pixel-scale features, not normalised

class AutoEncoder(nn.Cell):
    def __init__(self):
        super().__init__()
        self.enc = nn.SequentialCell(nn.Dense(784, 256), nn.ReLU(), nn.Dense(256, 32))
        self.dec = nn.SequentialCell(nn.Dense(32, 256), nn.ReLU(), nn.Dense(256, 784))
    def construct(self, x):
        return self.dec(self.enc(x))

class WithLoss(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
    def construct(self, x):
        rec = self.net(x)
        return ((rec - x) ** 2).sum() / x.shape[0]

net = AutoEncoder()
net = amp.auto_mixed_precision(net, "O3")
loss_net = WithLoss(net)
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
scale_cell = nn.DynamicLossScaleUpdateCell(loss_scale_value=2 ** 16, scale_factor=2, scale_window=50)
train_net = nn.TrainOneStepWithLossScaleCell(loss_net, opt, scale_sense=scale_cell)
train_net.set_train()

step = 0
for epoch in range(3):
    for i in range(0, 512, 64):
        x = Tensor(data[i:i + 64]).astype(ms.float16)
        loss, overflow, scale = train_net(x)
        step += 1
        print(f"epoch {epoch} step {step:3d} loss {loss.asnumpy()} overflow {bool(overflow.asnumpy())} loss_scale {scale.asnumpy()}")
