# Mixed-precision style training loop ported from torch.cuda.amp.GradScaler to mindspore.amp.DynamicLossScaler.
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops, amp

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(10)
rng = np.random.default_rng(10)
N, D = 2048, 32
w_true = rng.normal(size=(D, 1)).astype(np.float32)
X = rng.normal(size=(N, D)).astype(np.float32)
Y = (X @ w_true + 0.1 * rng.normal(size=(N, 1))).astype(np.float32)
loader = ds.NumpySlicesDataset({"x": X, "y": Y}, shuffle=True).batch(64, drop_remainder=True)

net = nn.SequentialCell(nn.Dense(D, 64), nn.Tanh(), nn.Dense(64, 1))
loss_fn = nn.MSELoss()
optimizer = nn.SGD(net.trainable_params(), learning_rate=0.01, momentum=0.9)
loss_scaler = amp.DynamicLossScaler(scale_value=2.0 ** 16, scale_factor=2, scale_window=200)

def forward_fn(x, y):
    loss = loss_fn(net(x), y)
    return loss_scaler.scale(loss), loss

grad_fn = ms.value_and_grad(forward_fn, None, optimizer.parameters, has_aux=True)
step = 0
for epoch in range(4):
    for batch in loader.create_dict_iterator():
        (scaled_loss, loss), grads = grad_fn(batch["x"], batch["y"])
        is_finite = amp.all_finite(grads)
        if is_finite:
            optimizer(grads)
        loss_scaler.adjust(is_finite)
        if step % 8 == 0:
            print(f"epoch {epoch} step {step} loss {loss.asnumpy():.6f} loss_scale {loss_scaler.scale_value.asnumpy():.1f} finite {bool(is_finite.asnumpy())}")
        step += 1
