# Gradient accumulation ported from torch: losses collected per micro-batch, torch.cat(losses).mean() for logging
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_seed(0)
net = nn.SequentialCell(nn.Dense(8, 32), nn.ReLU(), nn.Dense(32, 1))
loss_fn = nn.MSELoss()
opt = nn.Adam(net.trainable_params(), 1e-3)
def fwd(x, y):
    return loss_fn(net(x), y)
gfn = ms.value_and_grad(fwd, None, opt.parameters)
ACC = 4
for epoch in range(2):
    micro_losses = []
    acc_grads = None
    for micro in range(ACC):
        x = Tensor(np.random.randn(16, 8).astype(np.float32))
        y = Tensor(np.random.randn(16, 1).astype(np.float32))
        loss, grads = gfn(x, y)
        acc_grads = grads if acc_grads is None else tuple(a + g for a, g in zip(acc_grads, grads))
        micro_losses.append(loss)
        print(f"epoch {epoch} micro {micro} loss {loss.asnumpy():.4f}")
    opt(tuple(g / ACC for g in acc_grads))
    mean_loss = ops.cat(micro_losses).mean()
    print(f"epoch {epoch} accumulated loss {mean_loss.asnumpy():.4f}")
