# Warmup + cosine schedule from MindFormers (HF get_cosine_schedule_with_warmup replacement) on a small regression MLP
import numpy as np
import mindspore as ms
from mindspore import nn
from mindformers.core.lr import CosineWithWarmUpLR

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0); np.random.seed(0)

X = np.random.randn(1024, 8).astype(np.float32)
Y = np.sin(X[:, :1]) + 0.5 * X[:, 1:2] ** 2
Y = Y.astype(np.float32)

total_steps = 60
lr = CosineWithWarmUpLR(learning_rate=3e-3, warmup_steps=6, total_steps=total_steps)
net = nn.SequentialCell(nn.Dense(8, 64), nn.GELU(), nn.Dense(64, 1))
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=lr, weight_decay=0.01)
loss_fn = nn.MSELoss()
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)

for step in range(total_steps):
    idx = np.random.choice(1024, 128, replace=False)
    loss, grads = grad_fn(ms.Tensor(X[idx]), ms.Tensor(Y[idx]))
    opt(grads)
    if step % 5 == 0 or step == total_steps - 1:
        cur_lr = lr(ms.Tensor(step, ms.int32)).asnumpy()
        print(f"step {step:3d}/{total_steps} | lr {cur_lr:.6f} | loss {loss.asnumpy():.5f}")
print("training finished")
