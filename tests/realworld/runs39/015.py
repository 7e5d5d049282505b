# HF Trainer gradient_accumulation_steps ported by hand: gradients are summed into an accumulator and the
# optimizer runs every ACCUM steps. The torch loop reset with optimizer.zero_grad() after optimizer.step(); the port
# never resets the accumulator, so every update contains all past gradients.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
np.random.seed(0)

ACCUM, LR, STEPS = 4, 0.01, 480
net = nn.SequentialCell(nn.Dense(8, 32), nn.Tanh(), nn.Dense(32, 1))
loss_fn = nn.MSELoss()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=LR, weight_decay=0.0)   # HF AdamW
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)
accum = [ops.zeros_like(p) for p in opt.parameters]
w_true = np.random.randn(8, 1).astype(np.float32)
window = []
for step in range(1, STEPS + 1):
    x = np.random.randn(16, 8).astype(np.float32)
    y = x @ w_true + 0.1 * np.random.randn(16, 1).astype(np.float32)
    loss, grads = grad_fn(Tensor(x), Tensor(y))
    window.append(float(loss.asnumpy()))
    accum = [a + g / ACCUM for a, g in zip(accum, grads)]
    if step % ACCUM == 0:
        opt(tuple(accum))
        # torch: optimizer.zero_grad()  (not ported)
        if step % 48 == 0:
            print(f"update {step // ACCUM:3d} step {step:4d} loss {window[-1]:.6g} mean_loss(last 48) {np.mean(window):.6g}",
                  flush=True)
            window = []
