# fp16 training step ported from a torch.cuda.amp recipe:
#     scaler.scale(loss).backward(); scaler.unscale_(opt); scaler.step(opt); scaler.update()
# mapped onto mindspore.amp.DynamicLossScaler (scale / unscale / all_finite). The torch scaler.update()
# lived in a logging helper that was not ported, so DynamicLossScaler.adjust() is never called.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, amp

ms.set_seed(0)
np.random.seed(0)
ms.set_context(mode=ms.PYNATIVE_MODE)

X = np.random.randn(512, 64).astype(np.float32)
w_true = np.random.randn(64, 1).astype(np.float32)
Y = (X @ w_true).astype(np.float32)

net = nn.SequentialCell([nn.Dense(64, 128), nn.ReLU(), nn.Dense(128, 1)])
net = amp.auto_mixed_precision(net, "O3")          # model.half()
loss_fn = nn.MSELoss()
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
scaler = amp.DynamicLossScaler(scale_value=2.0 ** 16, scale_factor=2, scale_window=50)   # GradScaler() defaults

def forward(x, y):
    pred = net(x).astype(ms.float32)
    loss = loss_fn(pred, y)
    return scaler.scale(loss), loss

grad_fn = ms.value_and_grad(forward, None, opt.parameters, has_aux=True)

step = 0
skipped = 0
for epoch in range(3):
    for i in range(0, 512, 64):
        (_, loss), grads = grad_fn(Tensor(X[i:i + 64]), Tensor(Y[i:i + 64]))
        grads = scaler.unscale(grads)
        finite = bool(amp.all_finite(grads).asnumpy())
        if finite:
            opt(grads)
        else:
            skipped += 1
            print(f"[amp] step {step}: gradients overflow (inf/nan) at loss scale {float(scaler.scale_value.asnumpy()):.1f}, optimizer step skipped")
        print(f"epoch {epoch} step {step:3d} loss {float(loss.asnumpy()):.6f}", flush=True)
        step += 1
print(f"done: {step} steps, {skipped} skipped because of overflow")
