"""fp16 autoencoder with the functional mixed-precision recipe from the MindSpore docs
(amp.DynamicLossScaler + amp.all_finite). Reconstruction loss is a per-sample summed squared error,
as in the original PyTorch code (reduction='sum')."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, amp

ms.set_seed(0)
rng = np.random.default_rng(0)
data = (rng.normal(size=(512, 784)) * 255.0).astype(np.float32)   # raw pixel-scale features, not normalised

class AutoEncoder(nn.Cell):
    def __init__(self):
        super().__init__()
        self.enc = nn.SequentialCell(nn.Dense(784, 256), nn.ReLU(), nn.Dense(256, 32))
        self.dec = nn.SequentialCell(nn.Dense(32, 256), nn.ReLU(), nn.Dense(256, 784))
    def construct(self, x):
        return self.dec(self.enc(x))

net = amp.auto_mixed_precision(AutoEncoder(), "O3")
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
loss_scaler = amp.DynamicLossScaler(scale_value=2 ** 16, scale_factor=2, scale_window=50)

def forward(x):
    rec = net(x)
    loss = ((rec - x) ** 2).sum() / x.shape[0]
    return loss_scaler.scale(loss)

grad_fn = ms.value_and_grad(forward, None, opt.parameters)

def train_step(x):
    loss, grads = grad_fn(x)
    loss = loss_scaler.unscale(loss)
    grads = loss_scaler.unscale(grads)
    is_finite = amp.all_finite(grads)
    if is_finite:
        opt(grads)
    loss_scaler.adjust(is_finite)
    return loss, is_finite

step = 0
for epoch in range(4):
    for i in range(0, 512, 64):
        x = Tensor(data[i:i + 64]).astype(ms.float16)
        loss, finite = train_step(x)
        step += 1
        print(f"epoch {epoch} step {step:3d} | loss {loss.asnumpy()} | grads_finite {bool(finite.asnumpy())} | loss_scale {loss_scaler.scale_value.asnumpy()}")
