# Healthy: torch train loop ported to an @ms.jit train step (value_and_grad + AdamWeightDecay), checkpoint save/resume
import numpy as np
import mindspore as ms
from mindspore import nn, ops
ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(5); rng = np.random.default_rng(5)
X = rng.normal(size=(960, 12)).astype(np.float32); Y = (np.sin(X[:, :1]) + 0.5 * X[:, 1:2] ** 2).astype(np.float32)
def build():
    return nn.SequentialCell(nn.Dense(12, 64), nn.SiLU(), nn.Dense(64, 64), nn.SiLU(), nn.Dense(64, 1))
net = build(); loss_fn = nn.MSELoss()
opt = nn.AdamWeightDecay(net.trainable_params(), 2e-3, weight_decay=0.01)
def forward(x, y):
    return loss_fn(net(x), y)
gf = ms.value_and_grad(forward, None, opt.parameters)
@ms.jit
def train_step(x, y):
    loss, g = gf(x, y)
    opt(g)
    return loss
for epoch in range(4):
    ls = [float(train_step(ms.Tensor(X[i:i+32]), ms.Tensor(Y[i:i+32])).asnumpy()) for i in range(0, 960, 32)]
    print(f"epoch {epoch} train_loss {np.mean(ls):.4f}")
ms.save_checkpoint(net, "mlp_epoch4.ckpt")
net2 = build(); not_loaded, unused = ms.load_param_into_net(net2, ms.load_checkpoint("mlp_epoch4.ckpt"), strict_load=True)
print("reloaded: not loaded", not_loaded, "unused", unused)
xe, ye = ms.Tensor(X[:128]), ms.Tensor(Y[:128])
print(f"eval mse original {loss_fn(net(xe), ye).asnumpy():.4f} reloaded {loss_fn(net2(xe), ye).asnumpy():.4f}")
